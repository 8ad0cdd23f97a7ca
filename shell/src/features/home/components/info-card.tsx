import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT, type ShellMessage } from '../../../i18n';
import { LONG_GAME_HOURS, useFees } from '../../../site';
import { useLocalizedPath } from '../../../language/use-localized-path';

export type HighlightColor = 'primary' | 'secondary' | 'info' | 'success';

export interface InfoCardProps {
  title: ShellMessage;
  subtitle?: ShellMessage;
  /** Messages that may name {fee} (the convention's), {winterFee} and {hours} (a long game's). */
  paragraphs: readonly ShellMessage[];
  /** Where 'Learn More' leads. */
  to: string;
  icon: ReactNode;
  highlight: HighlightColor;
  /** Heading level of the title within its page. */
  headingLevel?: 'h2' | 'h3';
}

/** The reusable 'Learn More' block. */
export const InfoCard = ({
  title,
  subtitle,
  paragraphs,
  to,
  icon,
  highlight,
  headingLevel = 'h3',
}: InfoCardProps) => {
  const t = useT();
  const localized = useLocalizedPath();
  const fees = useFees();
  const values = { springFee: fees.spring, winterFee: fees.winter, hours: LONG_GAME_HOURS };
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: 4,
        borderTopColor: `${highlight}.main`,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: `${highlight}.main`,
              color: `${highlight}.contrastText`,
            }}
          >
            {icon}
          </Box>
          <Box>
            <Typography variant="h5" component={headingLevel}>
              {t(title)}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {t(subtitle)}
              </Typography>
            )}
          </Box>
        </Box>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} variant="body2" sx={{ mb: 1, '&:last-child': { mb: 0 } }}>
            {t(paragraph, values)}
          </Typography>
        ))}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={localized(to)}
          variant="outlined"
          color={highlight}
          aria-label={t('home.card.learnMoreAbout', { title: t(title) })}
        >
          {t('home.card.learnMore')}
        </Button>
      </CardActions>
    </Card>
  );
};
