import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage } from 'shared-api';
import { useRenewCalendarTokenMutation } from 'shared-api/member';
import { useAction } from 'shared-ui/actions';
import { useT } from '../../../i18n';
import { ProfileSection } from './profile-section';

/**
 * The private address calendar apps subscribe to. Only its hash is kept, so it is shown once; a new
 * one stops the old (a shared or leaked address is renewed here).
 */
export const CalendarFeed = () => {
  const t = useT();
  const [renew, { isLoading, error }] = useRenewCalendarTokenMutation();
  // Kept here, not read from the mutation: its data is cleared while a renewal is on its way.
  const [url, setUrl] = useState<string | null>(null);
  const { run: copy } = useAction((address: string) => navigator.clipboard.writeText(address), {
    success: t('feed.copied'),
    failure: t('feed.copyFailed'),
  });
  const { run: getAddress } = useAction(() => renew(), {
    failureToast: false,
    onSuccess: (feed) => setUrl(feed.url),
  });
  return (
    <ProfileSection id="calendar-feed-heading" title={t('feed.title')}>
      <Typography sx={{ mb: 2 }}>{t('feed.intro')}</Typography>
      {error && (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {getErrorMessage(error, t('feed.failed'))}
        </Typography>
      )}
      {url && (
        <TextField
          label={t('feed.label')}
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
            {t('feed.copy')}
          </Button>
        )}
        <Button variant="outlined" loading={isLoading} onClick={() => void getAddress()}>
          {url ? t('feed.renew') : t('feed.get')}
        </Button>
      </Box>
    </ProfileSection>
  );
};
