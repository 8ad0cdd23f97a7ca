import { useState } from 'react';
import { useAction, type ActionOptions, type ActionWork } from './use-action';

/**
 * An action asked for first: `ask` opens the confirm dialog with what it is about, its confirm
 * runs the action, and the dialog closes once it worked (it stays open on a failure, to try again).
 * `dialog` is the ConfirmDialog's open, busy, onConfirm and onCancel.
 */
export const useConfirmedAction = <S, T>(
  work: (subject: S) => ActionWork<T>,
  options: ActionOptions<T, [S]> & {
    /** Close the dialog as soon as it is confirmed, not once the action worked. */
    closeFirst?: boolean;
  } = {},
) => {
  // Kept after the dialog closes, so that it does not go blank while it fades out.
  const [subject, setSubject] = useState<S | null>(null);
  const [open, setOpen] = useState(false);
  const action = useAction(work, options);

  const confirm = async () => {
    if (subject === null) return;
    if (options.closeFirst) setOpen(false);
    if (await action.run(subject)) setOpen(false);
  };

  return {
    subject,
    busy: action.busy,
    ask: (about: S) => {
      setSubject(about);
      setOpen(true);
    },
    dialog: {
      open,
      busy: action.busy,
      onConfirm: () => void confirm(),
      onCancel: () => setOpen(false),
    },
  };
};
