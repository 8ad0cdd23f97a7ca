import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import type { AdminRegistration } from 'shared-api';
import { CreateMessageModal, type MessageContext } from './create-message-modal';

/** The Contact button of a registration: a message to the member who registered, about it. */
export const ContactRegistrantButton = ({ registration }: { registration: AdminRegistration }) => {
  const [open, setOpen] = useState(false);
  const context = useMemo<MessageContext>(
    () => ({
      registrationId: registration.id,
      recipientIds: [registration.userId],
      title: `Your registration for ${registration.attendeeFirstName} ${registration.attendeeLastName}`,
    }),
    [registration],
  );
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Contact
      </Button>
      <CreateMessageModal open={open} onClose={() => setOpen(false)} context={context} />
    </>
  );
};
