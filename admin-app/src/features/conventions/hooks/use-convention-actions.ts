import { useMemo } from 'react';
import { type Convention, type FeaturedGame } from 'shared-api';
import {
  useLinkFeaturedGameMutation,
  useSetRegistrationStatusMutation,
  useUnlinkFeaturedGameMutation,
  useUpdateConventionMutation,
} from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';

/**
 * The actions of a convention row and of its details, each with its success toast; a failure raises a
 * danger toast titled 'Action Failed'. `busy` is true while any of them runs.
 */
export const useConventionActions = () => {
  const [updateConvention] = useUpdateConventionMutation();
  const [setRegistrationStatus] = useSetRegistrationStatusMutation();
  const [linkFeaturedGame] = useLinkFeaturedGameMutation();
  const [unlinkFeaturedGame] = useUnlinkFeaturedGameMutation();

  // Each action names its own success, so one action serves them all.
  const { run, busy } = useAction(
    async (work: () => Promise<unknown>, success: string) => {
      await work();
      return success;
    },
    { success: (text) => text },
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
