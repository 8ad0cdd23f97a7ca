import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import { LINK_GROUPS } from '../content/home-content';
import { useLocalizedPath } from '../../../language/use-localized-path';

export const UsefulLinks = () => {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Grid container spacing={3}>
      {LINK_GROUPS.map((group) => (
        <Grid key={group.id} size={{ xs: 12, sm: 4 }}>
          <Typography variant="h6" component="h3" id={`links-${group.id}`}>
            {t(group.heading)}
          </Typography>
          <List dense aria-labelledby={`links-${group.id}`}>
            {group.links.map((link) => (
              <ListItem key={link.to} disableGutters>
                <Link component={RouterLink} to={localized(link.to)}>
                  {t(link.label)}
                </Link>
              </ListItem>
            ))}
          </List>
        </Grid>
      ))}
    </Grid>
  );
};
