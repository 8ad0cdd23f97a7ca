import {
  getErrorMessage,
  useCreateConventionMutation,
  useUpdateConventionMutation,
  type Convention,
} from 'shared-api';
import { FormDialog, useZodForm } from 'shared-ui/forms';
import { PickersProvider } from 'shared-ui/pickers';
import { changedSessions } from '../logic/changed-sessions';
import {
  conventionFormValues,
  createConventionFormSchema,
  editConventionFormSchema,
  NEW_CONVENTION,
} from '../logic/convention-form';
import { ConventionFields } from './convention-fields';
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
      onSubmit={async ({ name, startDate, endDate, season, isRegistrationOpen, capacity }) => {
        await createConvention({
          name,
          startDate,
          endDate,
          season,
          isRegistrationOpen,
          capacity,
        }).unwrap();
        onSaved();
      }}
      failureMessage={failureMessage}
      onClose={onClose}
    >
      <PickersProvider>
        <ConventionFields control={form.control} editing={false} />
      </PickersProvider>
    </FormDialog>
  );
};

/**
 * Edit only the name, the capacity and the session times, saved in one request (one transaction on the server):
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
      onSubmit={async ({ name, capacity, sessions }) => {
        const times = Object.fromEntries(
          sessions.map(({ sessionId, ...rest }) => [sessionId, rest]),
        );
        const changed = changedSessions(convention.sessions, times);
        if (name !== convention.name || capacity !== convention.capacity || changed.length > 0) {
          const { id: conventionId, isActive } = convention;
          await updateConvention({
            conventionId,
            name,
            isActive,
            capacity,
            sessions: changed,
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
