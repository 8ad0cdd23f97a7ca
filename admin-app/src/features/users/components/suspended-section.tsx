import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

interface SuspendedSectionProps {
  count: number;
  children: ReactNode;
}

/** 'Suspended Users (n)', closed until the admin opens it. */
export const SuspendedSection = ({ count, children }: SuspendedSectionProps) => {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const contentId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h2" id={headingId} sx={{ m: 0 }}>
        <Button
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={contentId}
          endIcon={
            <ExpandMore
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          }
          sx={{ font: 'inherit', color: 'text.primary', px: 1, ml: -1 }}
        >
          Suspended Users ({count})
        </Button>
      </Typography>
      <Collapse in={open} id={contentId} unmountOnExit>
        <div style={{ paddingTop: 16 }}>{children}</div>
      </Collapse>
    </Paper>
  );
};
