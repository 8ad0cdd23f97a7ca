import { useCallback, useMemo, useState } from 'react';
import {
  getErrorMessage,
  useLinkFeaturedGameMutation,
  useSetRegistrationStatusMutation,
  useUnlinkFeaturedGameMutation,
  useUpdateConventionMutation,
  type Convention,
  type FeaturedGame,
} from 'shared-api';
import { useToast } from 'shared-ui';

export const ACTION_FAILED = 'Action Failed';
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/**
 * The actions of a convention row and of its details, each with its success toast; a failure raises a
 * danger toast titled 'Action Failed'. `busy` is true while any of them runs.
 */
export const useConventionActions = () => {
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const [updateConvention] = useUpdateConventionMutation();
  const [setRegistrationStatus] = useSetRegistrationStatusMutation();
  const [linkFeaturedGame] = useLinkFeaturedGameMutation();
  const [unlinkFeaturedGame] = useUnlinkFeaturedGameMutation();

  const run = useCallback(
    async (work: () => Promise<unknown>, success: string): Promise<boolean> => {
      setBusy(true);
      try {
        await work();
        showToast({ body: success, variant: 'success' });
        return true;
      } catch (error) {
        showToast({
          header: ACTION_FAILED,
          body: getErrorMessage(error, UNEXPECTED_ERROR),
          variant: 'danger',
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [showToast],
  );

  return useMemo(
    () => ({
      busy,
      setRegistrationOpen: (convention: Convention, isOpen: boolean) =>
        run(
          () => setRegistrationStatus({ conventionId: convention.id, isOpen }).unwrap(),
          `Registration for "${convention.name}" is now ${isOpen ? 'OPEN' : 'CLOSED'}.`,
        ),
      setActive: (convention: Convention, isActive: boolean) =>
        run(
          () =>
            updateConvention({
              conventionId: convention.id,
              name: convention.name,
              isActive,
            }).unwrap(),
          `"${convention.name}" is now ${isActive ? 'active' : 'inactive'}.`,
        ),
      linkGame: (convention: Convention, game: FeaturedGame) =>
        run(
          () => linkFeaturedGame({ conventionId: convention.id, gameId: game.id }).unwrap(),
          'Featured game added.',
        ),
      unlinkGame: (convention: Convention, game: FeaturedGame) =>
        run(
          () => unlinkFeaturedGame({ conventionId: convention.id, gameId: game.id }).unwrap(),
          'Featured game removed.',
        ),
    }),
    [busy, run, updateConvention, setRegistrationStatus, linkFeaturedGame, unlinkFeaturedGame],
  );
};

export type ConventionActions = ReturnType<typeof useConventionActions>;
