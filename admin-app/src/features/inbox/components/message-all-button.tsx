import CampaignIcon from '@mui/icons-material/Campaign';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useGetActiveConventionQuery } from 'shared-api';
import { MessageAllDialog } from './message-all-dialog';

/** Opens Message All Registrants for the active convention; absent while there is none. */
export const MessageAllButton = () => {
  const convention = useGetActiveConventionQuery();
  const [open, setOpen] = useState(false);
  if (!convention.data) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<CampaignIcon />} onClick={() => setOpen(true)}>
        Message All Registrants
      </Button>
      {open && <MessageAllDialog convention={convention.data} onClose={() => setOpen(false)} />}
    </>
  );
};
