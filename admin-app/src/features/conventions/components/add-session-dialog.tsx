import { Controller } from 'react-hook-form';
import { getErrorMessage, SESSION_TYPES } from 'shared-api';
import { addSessionRequestSchema } from 'shared-api/contract';
import { useAddSessionMutation } from 'shared-api/admin';
import { useToast } from 'shared-ui';
import { FormDialog, FormSelectField, FormTextField, useZodForm } from 'shared-ui/forms';
import { DateTimePicker } from 'shared-ui/pickers';
import { fromWire, toWire } from '../logic/wire-dates';
import { PICKER_COMMON } from './picker-options';

const FORMAT = 'DD/MM/YYYY, HH:mm';

/**
 * Add Session: a session after the convention was made, on one of its days or the Monday after
 * it (a Pentecost Monday); times on the club's clock.
 */
export const AddSessionDialog = ({
  conventionId,
  onClose,
}: {
  conventionId: number;
  onClose: () => void;
}) => {
  const [add] = useAddSessionMutation();
  const { showToast } = useToast();
  const form = useZodForm(addSessionRequestSchema, {
    defaultValues: { name: '', startDateTime: '', endDateTime: null, sessionType: 'DAY' },
  });
  return (
    <FormDialog
      form={form}
      title="Add Session"
      submitLabel="Add Session"
      submittingLabel="Adding..."
      onSubmit={async (values) => {
        await add({ conventionId, ...values }).unwrap();
        showToast({ body: `${values.name} added.`, variant: 'success' });
        onClose();
      }}
      failureMessage={(failure) => getErrorMessage(failure, 'Failed to add the session.')}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label="Session name" required />
      {(['startDateTime', 'endDateTime'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <DateTimePicker
              {...PICKER_COMMON}
              label={name === 'startDateTime' ? 'Starts' : 'Ends'}
              format={FORMAT}
              ampm={false}
              timeSteps={{ minutes: 30 }}
              value={fromWire(field.value || null)}
              onChange={(value) => {
                if (value?.isValid()) field.onChange(toWire(value));
                else if (value === null && name === 'endDateTime') field.onChange(null);
              }}
              slotProps={{
                field: { clearable: name === 'endDateTime' },
                textField: {
                  name: field.name,
                  onBlur: field.onBlur,
                  required: name === 'startDateTime',
                  error: fieldState.invalid,
                  helperText: fieldState.error?.message,
                },
              }}
            />
          )}
        />
      ))}
      <FormSelectField
        control={form.control}
        name="sessionType"
        label="Day or evening"
        options={SESSION_TYPES.map((type) => ({
          value: type,
          label: type === 'DAY' ? 'Day' : 'Evening',
        }))}
      />
    </FormDialog>
  );
};
