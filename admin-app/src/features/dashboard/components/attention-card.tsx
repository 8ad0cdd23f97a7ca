import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AttentionGroup } from '../logic/attention-items';

/** One group of counts, each a link to the list that resolves it; those asking for work stand out. */
export const AttentionCard = ({ group }: { group: AttentionGroup }) => {
  const headingId = `attention-${group.heading.toLowerCase()}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {group.heading}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {group.items.map((item) => (
            <li key={item.key}>
              <Link
                component={RouterLink}
                to={item.to}
                color={item.needsAction ? 'warning.dark' : 'text.secondary'}
                sx={{ fontWeight: item.needsAction ? 600 : 400 }}
              >
                {item.text}
                {item.detail && `: ${item.detail}`}
              </Link>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
