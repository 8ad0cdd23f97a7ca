import Box from '@mui/material/Box';
import { type FeaturedGame } from 'shared-api';
import { useGetFeaturedGameUsageQuery } from 'shared-api/admin';

export const USAGE_CHECKING = 'Checking which conventions feature it...';
export const USAGE_FAILED = 'Could not check which conventions feature it.';
export const USAGE_UPCOMING_NOTE =
  'Deleting it removes it from the conventions still to come; past conventions keep it.';

const line = { display: 'block', mt: 1 } as const;

/**
 * The delete confirmation's text: the question, then the conventions that feature the game (from
 * the server, asked afresh each time), so that an admin does not take it away from one unawares.
 */
export const DeleteGameMessage = ({ game }: { game: FeaturedGame }) => {
  const {
    data: usage,
    isFetching,
    isError,
  } = useGetFeaturedGameUsageQuery(game.id, {
    refetchOnMountOrArgChange: true,
  });
  const upcoming = usage?.some((convention) => !convention.isPast) ?? false;
  return (
    <>
      {`Are you sure you want to delete the game "${game.gameName}"? This action cannot be undone.`}
      {isFetching ? (
        <Box component="span" sx={line}>
          {USAGE_CHECKING}
        </Box>
      ) : isError ? (
        <Box component="span" sx={line}>
          {USAGE_FAILED}
        </Box>
      ) : usage && usage.length > 0 ? (
        <Box component="span" role="status" sx={{ ...line, color: 'warning.dark' }}>
          {`Featured in: ${usage
            .map(({ name, isPast }) => `${name} (${isPast ? 'past' : 'upcoming'})`)
            .join(', ')}.`}
          {upcoming && ` ${USAGE_UPCOMING_NOTE}`}
        </Box>
      ) : null}
    </>
  );
};
