import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { formatClubMoment, type AdminRegistration } from 'shared-api';
import { PAYMENT_STATUS_LABELS } from 'shared-api/member';
import { dietaryText } from 'shared-api/admin';
import { useReadOnly } from '../hooks/use-read-only';
import { experienceText, fullName } from '../logic/registration-text';
import { CancelRegistrationButton } from './cancel-registration-button';
import { CheckInCard } from './check-in-card';
import { CheckedInToggle } from './checked-in-toggle';
import { RegistrationDetails } from './registration-details';

export const ROW_COLUMNS = { xs: '1fr', md: '2fr 3fr 1fr 1.5fr 1.5fr' } as const;

/**
 * The buttons other features give a row (Contact, the invoice buttons): the app's router passes
 * them in, so this feature does not import those.
 */
export type RegistrationActions = ComponentType<{ registration: AdminRegistration }>;

interface RegistrationRowProps {
  registration: AdminRegistration;
  actions: RegistrationActions;
  onUpdate: (registration: AdminRegistration) => void;
}

/** One registration: its summary columns, expanding to all details. */
export const RegistrationRow = ({
  registration: r,
  actions: Actions,
  onUpdate,
}: RegistrationRowProps) => {
  const id = `registration-${r.id}`;
  const readOnly = useReadOnly();
  const secondary = [
    r.attendeeYearOfBirth,
    r.attendeeNationality,
    experienceText(r.experienceLevel),
  ]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {r.status === 'registered' && <CheckedInToggle registration={r} />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Accordion
          disableGutters
          variant="outlined"
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-summary`}
            aria-controls={`${id}-details`}
          >
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: ROW_COLUMNS,
                columnGap: 2,
                width: '100%',
                alignItems: 'center',
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{fullName(r)}</Typography>
                {r.payment && (
                  <Typography variant="caption" color="text.secondary">
                    {PAYMENT_STATUS_LABELS[r.payment.status]} · {r.payment.invoiceNumber}
                  </Typography>
                )}
                {(r.dietary !== 'none' || r.companions.length > 0) && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {[
                      dietaryText(r),
                      r.companions.length > 0 && `+${r.companions.length} accompanying`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )}
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.attendeeEmail}
              </Typography>
              <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
                {r.attendeeYearOfBirth ?? '-'}
              </Typography>
              <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
                {r.attendeeNationality ?? '-'}
              </Typography>
              <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
                {experienceText(r.experienceLevel)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                {secondary}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <RegistrationDetails registration={r} />
          </AccordionDetails>
          <AccordionActions
            disableSpacing
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-start', px: 2 }}
          >
            {r.status === 'cancelled' ? (
              <Typography variant="body2">
                {r.cancelledAt ? `Cancelled on ${formatClubMoment(r.cancelledAt)}` : 'Cancelled'}
              </Typography>
            ) : (
              <>
                <Actions registration={r} />
                {!readOnly && (
                  <>
                    <Button variant="outlined" onClick={() => onUpdate(r)}>
                      Update Registration
                    </Button>
                    <CancelRegistrationButton registration={r} />
                  </>
                )}
              </>
            )}
          </AccordionActions>
        </Accordion>
        {r.status === 'registered' && <CheckInCard registration={r} />}
      </Box>
    </Box>
  );
};
