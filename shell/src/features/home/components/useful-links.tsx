import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LINK_GROUPS } from '../content/home-content';

export const UsefulLinks = () => (
  <Grid container spacing={3}>
    {LINK_GROUPS.map((group) => (
      <Grid key={group.heading} size={{ xs: 12, sm: 4 }}>
        <Typography variant="h6" component="h3" id={`links-${group.heading}`}>
          {group.heading}
        </Typography>
        <List dense aria-labelledby={`links-${group.heading}`}>
          {group.links.map((link) => (
            <ListItem key={link.to} disableGutters>
              <Link component={RouterLink} to={link.to}>
                {link.label}
              </Link>
            </ListItem>
          ))}
        </List>
      </Grid>
    ))}
  </Grid>
);
