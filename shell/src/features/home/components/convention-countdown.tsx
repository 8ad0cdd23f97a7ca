import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { key, useT } from '../../../i18n';
import type { Remaining } from '../countdown';
import { useCountdown } from '../hooks/use-countdown';

interface ConventionCountdownProps {
  /** The instant the convention starts, in ms since the epoch. */
  target: number;
  /** E.g. the convention's name and dates, under the heading. */
  caption?: string;
  /** When it starts, as the club's clock says, shown while counting down. */
  startsAt?: string;
}

const UNITS = [
  ['days', key('countdown.unit.days')],
  ['hours', key('countdown.unit.hours')],
  ['minutes', key('countdown.unit.minutes')],
  ['seconds', key('countdown.unit.seconds')],
] as const;

const pad = (value: number, unit: string) =>
  unit === 'days' ? String(value) : String(value).padStart(2, '0');

const CountdownView = ({
  remaining,
  caption,
  startsAt,
}: {
  remaining: Remaining | null;
  caption?: string;
  startsAt?: string;
}) => {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="countdown-title"
      sx={{ bgcolor: 'rgba(0, 0, 0, 0.22)', borderRadius: 2, p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id="countdown-title" variant="h5" component="h2" sx={{ mb: caption ? 0.5 : 1.5 }}>
        {remaining ? t('countdown.title') : t('countdown.live')}
      </Typography>
      {caption && (
        <Typography variant="body2" sx={{ mb: remaining && !startsAt ? 1.5 : 0 }}>
          {caption}
        </Typography>
      )}
      {remaining && startsAt && (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('countdown.starts', { startsAt })}
        </Typography>
      )}
      {remaining && (
        // A timer is not announced every second; the visible numbers are for reading.
        <Box
          role="timer"
          aria-label={t('countdown.left', { ...remaining })}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}
        >
          {UNITS.map(([unit, label]) => (
            <Box
              key={unit}
              sx={{
                bgcolor: 'background.paper',
                color: 'primary.dark',
                borderRadius: 1,
                py: 1,
                textAlign: 'center',
              }}
            >
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontSize: { xs: '1.5rem', sm: '1.875rem' },
                  fontWeight: 700,
                  lineHeight: 1.2,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {pad(remaining[unit], unit)}
              </Typography>
              <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                {t(label)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};

/** 'Next Convention Starts In:' days, hours, minutes and seconds; 'The Convention is Live!' after. */
export const ConventionCountdown = ({ target, caption, startsAt }: ConventionCountdownProps) => (
  <CountdownView remaining={useCountdown(target)} caption={caption} startsAt={startsAt} />
);

const NO_TIME_LEFT: Remaining = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/**
 * The countdown's place, kept empty and invisible until the convention's answer is in, so that the
 * prerendered hero does not grow when it arrives (docs/decisions.md, prerendered pages).
 */
export const CountdownPlaceholder = () => (
  <Box aria-hidden sx={{ visibility: 'hidden' }}>
    <CountdownView remaining={NO_TIME_LEFT} caption={'\u00a0'} startsAt={'\u00a0'} />
  </Box>
);
