import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage, type Registration } from 'shared-api';
import {
  capacityText,
  overCapacityText,
  useGetWaitingListQuery,
  usePromoteRegistrationMutation,
} from 'shared-api/admin';
import { ErrorAlert } from 'shared-ui';
import { useAction } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useReadOnly } from '../hooks/use-read-only';
import { fullName } from '../logic/registration-text';

export const WAITING_LIST_EMPTY = 'Nobody is waiting for a place.';
export const PROMOTE_FAILED = 'Failed to promote the registration.';
export const promotedText = (registration: Registration, overCapacityBy = 0) =>
  `${fullName(registration)} is registered now and has been told so` +
  (overCapacityBy > 0 ? `; the convention is ${overCapacityText(overCapacityBy)}.` : '.');

/** The convention's places as the registrations page counts them. */
export interface Places {
  capacity: number | null;
  registeredAttendees: number;
  waitingAttendees: number;
}

/** What promoting one more person does to a full convention, asked before it is done. */
export const promoteBeyondQuestion = (registration: Registration, places: Places) => {
  const after = { ...places, registeredAttendees: places.registeredAttendees + 1 };
  return (
    `The convention is full. Promoting ${fullName(registration)} exceeds its capacity of ` +
    `${places.capacity ?? 0}: ${capacityText({ ...after, waitingAttendees: 0 })}.`
  );
};

/**
 * A convention's waiting list, first in line first. An organiser may promote anyone on
 * it; on a full convention that exceeds the capacity, so they are asked first.
 */
export const WaitingList = ({ conventionId, places }: { conventionId: number; places: Places }) => {
  const { data, error } = useGetWaitingListQuery(conventionId);
  const [promote, { isLoading }] = usePromoteRegistrationMutation();
  const [confirming, setConfirming] = useState<Registration | null>(null);
  const isFull = places.capacity !== null && places.registeredAttendees >= places.capacity;
  const readOnly = useReadOnly();
  const { run: promoteOne } = useAction((registration: Registration) => promote(registration.id), {
    success: (promoted, registration) => promotedText(registration, promoted.overCapacityBy),
    failure: PROMOTE_FAILED,
  });
  const waiting = data ?? [];
  return (
    <Box component="section" aria-label="Waiting List">
      <Typography variant="h5" component="h2" gutterBottom>
        Waiting List ({waiting.length})
      </Typography>
      {error ? (
        <ErrorAlert message={getErrorMessage(error, PROMOTE_FAILED)} />
      ) : waiting.length === 0 ? (
        <Typography color="text.secondary">{WAITING_LIST_EMPTY}</Typography>
      ) : (
        <List component="ol" dense disablePadding>
          {waiting.map((registration) => (
            <ListItem key={registration.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={`${registration.waitingPosition ?? ''}. ${fullName(registration)}`}
                secondary={registration.attendeeEmail}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              {!readOnly && (
                <Button
                  variant="outlined"
                  size="small"
                  disabled={isLoading}
                  onClick={() =>
                    isFull ? setConfirming(registration) : void promoteOne(registration)
                  }
                  aria-label={`Promote ${fullName(registration)}`}
                >
                  Promote
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Promote beyond the capacity?"
        message={confirming ? promoteBeyondQuestion(confirming, places) : ''}
        confirmLabel="Promote"
        cancelLabel="Keep Waiting"
        busy={isLoading}
        onConfirm={() => confirming && void promoteOne(confirming).then(() => setConfirming(null))}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
};
