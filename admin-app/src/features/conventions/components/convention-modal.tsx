import { getErrorMessage, type Convention } from 'shared-api';
import { useCreateConventionMutation, useUpdateConventionMutation } from 'shared-api/admin';
import { FormDialog, useZodForm } from 'shared-ui/forms';
import { PickersProvider } from 'shared-ui/pickers';
import { changedSessions } from '../logic/changed-sessions';
import {
  conventionFormValues,
  createConventionFormSchema,
  editConventionFormSchema,
  mealsRequest,
  NEW_CONVENTION,
} from '../logic/convention-form';
import { practicalChanged } from '../logic/practical-form';
import { ConventionFields } from './convention-fields';
import { MealsEditor } from './meals-editor';
import { PracticalFields } from './practical-fields';
import { SessionTimesEditor } from './session-times-editor';

export const MODAL_SAVE_FAILED = 'An unknown error occurred.';

export interface ConventionModalProps {
  /** Edit this convention; create a new one when absent. */
  convention?: Convention;
  onClose: () => void;
  onSaved: () => void;
}

const failureMessage = (caught: unknown) => getErrorMessage(caught, MODAL_SAVE_FAILED);

/** Create with name, dates, season and registration (SPRING and closed by default). */
const CreateConventionModal = ({ onClose, onSaved }: Omit<ConventionModalProps, 'convention'>) => {
  const form = useZodForm(createConventionFormSchema, { defaultValues: NEW_CONVENTION });
  const [createConvention] = useCreateConventionMutation();
  return (
    <FormDialog
      form={form}
      title="Create New Convention"
      submitLabel="Create Convention"
      maxWidth="md"
      onSubmit={async ({
        name,
        startDate,
        endDate,
        season,
        isRegistrationOpen,
        capacity,
        mealRows,
        companionFee,
        venue,
        reminderDays,
      }) => {
        await createConvention({
          name,
          startDate,
          endDate,
          season,
          isRegistrationOpen,
          capacity,
          ...mealsRequest({ mealRows, companionFee }),
          venue,
          reminderDays,
        }).unwrap();
        onSaved();
      }}
      failureMessage={failureMessage}
      onClose={onClose}
    >
      <PickersProvider>
        <ConventionFields control={form.control} editing={false} />
        <MealsEditor control={form.control} />
        <PracticalFields control={form.control} />
      </PickersProvider>
    </FormDialog>
  );
};

/**
 * Edit only the name, the capacity, the session times and the practical information, saved in one request (one transaction on the server):
 * all or nothing. A session is sent only when its times changed.
 */
const EditConventionModal = ({
  convention,
  onClose,
  onSaved,
}: ConventionModalProps & { convention: Convention }) => {
  const form = useZodForm(editConventionFormSchema, {
    defaultValues: conventionFormValues(convention),
  });
  const [updateConvention] = useUpdateConventionMutation();
  return (
    <FormDialog
      form={form}
      title="Edit Convention"
      submitLabel="Save Changes"
      maxWidth="md"
      onSubmit={async ({
        name,
        capacity,
        sessions,
        mealRows,
        companionFee,
        venue,
        reminderDays,
      }) => {
        const times = Object.fromEntries(
          sessions.map(({ sessionId, ...rest }) => [sessionId, rest]),
        );
        const changed = changedSessions(convention.sessions, times);
        const mealChanges = mealsRequest({ mealRows, companionFee });
        const mealsChanged =
          JSON.stringify(mealChanges.meals) !== JSON.stringify(convention.meals) ||
          mealChanges.companionFeeCents !== convention.companionFeeCents;
        if (
          name !== convention.name ||
          capacity !== convention.capacity ||
          changed.length > 0 ||
          mealsChanged ||
          practicalChanged(convention, { venue, reminderDays })
        ) {
          const { id: conventionId, isActive } = convention;
          await updateConvention({
            conventionId,
            name,
            isActive,
            capacity,
            venue,
            reminderDays,
            sessions: changed,
            // Absent leaves them as they are.
            ...(mealsChanged ? mealChanges : {}),
          }).unwrap();
        }
        onSaved();
      }}
      failureMessage={failureMessage}
      onClose={onClose}
    >
      <PickersProvider>
        <ConventionFields control={form.control} editing />
        <SessionTimesEditor control={form.control} sessions={convention.sessions} />
        <MealsEditor control={form.control} />
        <PracticalFields control={form.control} />
      </PickersProvider>
    </FormDialog>
  );
};

/** A static-backdrop dialog that nothing closes while it saves. */
export const ConventionModal = ({ convention, ...props }: ConventionModalProps) =>
  convention ? (
    <EditConventionModal convention={convention} {...props} />
  ) : (
    <CreateConventionModal {...props} />
  );
