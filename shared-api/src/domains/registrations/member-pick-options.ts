import { useMemo } from 'react';
import { gameFactsText } from '../games/plain';
import { useGetCatalogueGamesQuery } from '../games/member-endpoints';
import { useGetPlayPartnersQuery } from './member-play-partners-endpoints';

// The choices of the registration's pickers, the same on the member's form and the organisers'
// Update Registration: each remote lays them out in its own form with shared-ui's picker field.

export const PLAY_PARTNERS_HELP =
  'Only attendees of this convention who agreed to be listed appear here.';

/** The catalogue's games, found by title or alias, each with its players and length. */
export const useCatalogueGameOptions = () => {
  const { data: games, isLoading } = useGetCatalogueGamesQuery();
  const options = useMemo(
    () =>
      (games ?? []).map((game) => ({
        value: game.id,
        label: game.title,
        keywords: game.aliases,
        detail: gameFactsText(game),
      })),
    [games],
  );
  return { options, loading: isLoading };
};

/** The convention's attendees who agreed to be picked, never the registration itself. */
export const usePlayPartnerOptions = (
  conventionId: number,
  ownRegistrationId: string | undefined,
) => {
  // Read afresh with each form: attendees agree, withdraw and cancel in the meantime.
  const { data: partners, isLoading } = useGetPlayPartnersQuery(conventionId, {
    refetchOnMountOrArgChange: true,
  });
  const options = useMemo(
    () =>
      (partners ?? [])
        .filter((partner) => partner.registrationId !== ownRegistrationId)
        .map((partner) => ({ value: partner.registrationId, label: partner.name })),
    [partners, ownRegistrationId],
  );
  return { options, loading: isLoading };
};
