import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { type RegistrationInput } from 'shared-api';
import { invoiceLines, nextWaitingPosition, useGetRegistrationOfferQuery } from 'shared-api/member';
import { useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';
import { FormSection } from './form-section';

interface PriceAndPlaceProps {
  control: Control<RegistrationInput>;
  conventionId: number;
  /** A new registration meets the waiting list; a saved one keeps its place. */
  isNew: boolean;
}

const nameOrPlaceholder = (value: unknown, placeholder: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : placeholder;

/**
 * Before Register: the price of the chosen options, computed by the invoice's own function from
 * the fee settings, and, when the convention is full, where this registration will wait. Says
 * nothing while the numbers are unknown (the form works without them).
 */
export const PriceAndPlace = ({ control, conventionId, isNew }: PriceAndPlaceProps) => {
  const t = useT();
  const { euro, language } = useLanguage();
  const { data: offer } = useGetRegistrationOfferQuery();
  const [firstName, lastName, parking, licensePlate, mealIds, companions] = useWatch({
    control,
    name: [
      'attendeeFirstName',
      'attendeeLastName',
      'parking',
      'licensePlate',
      'mealIds',
      'companions',
    ],
  });
  if (!offer || offer.conventionId !== conventionId) return null;
  const position = isNew ? nextWaitingPosition(offer) : null;
  const priced =
    offer.fees &&
    invoiceLines(
      offer.season,
      offer.fees,
      [
        {
          firstName: nameOrPlaceholder(firstName, t('price.attendee')),
          lastName: nameOrPlaceholder(lastName, ''),
          parking: parking === true,
          licensePlate: nameOrPlaceholder(licensePlate, '') || null,
          mealIds: mealIds ?? [],
          companions: (companions ?? []).map((companion, index) => ({
            firstName: nameOrPlaceholder(
              companion.firstName,
              t('price.companion', { number: index + 1 }),
            ),
            lastName: nameOrPlaceholder(companion.lastName, ''),
            mealIds: companion.mealIds ?? [],
          })),
        },
      ],
      offer,
      language,
    );
  if (!priced && position === null) return null;
  return (
    <FormSection title={t('price.title')}>
      {priced && (
        <Box component="dl" sx={{ m: 0 }} aria-live="polite">
          {priced.lines.map((line, index) => (
            <Box
              // Two accompanying persons may share a name: the position tells the lines apart.
              key={index}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
            >
              <Typography component="dt">{line.description}</Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
                {euro(line.amount)}
              </Typography>
            </Box>
          ))}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              mt: 1,
              pt: 1,
              borderTop: 1,
              borderColor: 'divider',
              fontWeight: 600,
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
              {t('price.total')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 'inherit' }}>
              {euro(priced.total)}
            </Typography>
          </Box>
        </Box>
      )}
      {position !== null && (
        <Alert severity="warning" role="status">
          {t('price.full', { position })}
        </Alert>
      )}
    </FormSection>
  );
};
