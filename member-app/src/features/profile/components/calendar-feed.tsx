import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage } from 'shared-api';
import { useRenewCalendarTokenMutation } from 'shared-api/member';
import { useAction } from 'shared-ui/actions';
import { ProfileSection } from './profile-section';

export const GET_FEED_ADDRESS = 'Get a calendar feed address';
export const RENEW_FEED_ADDRESS = 'Get a new address';
export const COPY_FEED_ADDRESS = 'Copy address';
export const FEED_ADDRESS_COPIED = 'The calendar feed address has been copied.';
export const FEED_ADDRESS_FAILED = 'Could not make a calendar feed address. Please try again.';
export const FEED_ADDRESS_COPY_FAILED = 'Could not copy: select the address and copy it yourself.';
export const FEED_ADDRESS_LABEL = 'Your calendar feed address';

/**
 * The private address calendar apps subscribe to. Only its hash is kept, so it is shown once; a new
 * one stops the old (a shared or leaked address is renewed here).
 */
export const CalendarFeed = () => {
  const [renew, { isLoading, error }] = useRenewCalendarTokenMutation();
  // Kept here, not read from the mutation: its data is cleared while a renewal is on its way.
  const [url, setUrl] = useState<string | null>(null);
  const { run: copy } = useAction((address: string) => navigator.clipboard.writeText(address), {
    success: FEED_ADDRESS_COPIED,
    failure: FEED_ADDRESS_COPY_FAILED,
  });
  const { run: getAddress } = useAction(() => renew(), {
    failureToast: false,
    onSuccess: (feed) => setUrl(feed.url),
  });
  return (
    <ProfileSection id="calendar-feed-heading" title="Calendar Feed">
      <Typography sx={{ mb: 2 }}>
        Subscribe to this private address in Google Calendar, Outlook or your phone's calendar to
        see the convention and your sessions there, kept up to date. Anyone with the address can
        read your calendar: getting a new address stops the previous one. We show it only once.
      </Typography>
      {error && (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {getErrorMessage(error, FEED_ADDRESS_FAILED)}
        </Typography>
      )}
      {url && (
        <TextField
          label={FEED_ADDRESS_LABEL}
          value={url}
          fullWidth
          sx={{ mb: 2 }}
          slotProps={{ input: { readOnly: true }, htmlInput: { spellCheck: false } }}
          onFocus={(event) => event.target.select()}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {url && (
          <Button variant="contained" onClick={() => void copy(url)}>
            {COPY_FEED_ADDRESS}
          </Button>
        )}
        <Button variant="outlined" loading={isLoading} onClick={() => void getAddress()}>
          {url ? RENEW_FEED_ADDRESS : GET_FEED_ADDRESS}
        </Button>
      </Box>
    </ProfileSection>
  );
};
