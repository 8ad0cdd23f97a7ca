import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-ui';
import { CURRENT_VERSION, RELEASE_NOTES } from '../release-notes';

/** /admin/release-notes, newest version first. */
export const ReleaseNotesPage = () => (
  <PageContainer title="Release Notes" maxWidth="md">
    <Typography sx={{ mb: 3 }}>Current version: {CURRENT_VERSION}</Typography>
    <Stack spacing={2}>
      {RELEASE_NOTES.map(({ version, items }) => (
        <Card key={version} component="section" aria-label={version} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h5" component="h2">
                {version}
              </Typography>
              {version === CURRENT_VERSION && <Chip label="Current" color="primary" size="small" />}
            </Stack>
            <Typography component="ul" sx={{ pl: 3, m: 0 }}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  </PageContainer>
);
