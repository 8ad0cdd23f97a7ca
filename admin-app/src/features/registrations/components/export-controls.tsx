import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useExportRegistrations } from '../hooks/use-export-registrations';
import { EXPORT_CHOICES } from '../logic/export-choices';

/** The export's file type, then the button that downloads the convention's file. */
export const ExportControls = ({ conventionId }: { conventionId: number | undefined }) => {
  const { exportFile, isExporting } = useExportRegistrations(conventionId);
  const [value, setValue] = useState(EXPORT_CHOICES[0]!.value);
  const choice = EXPORT_CHOICES.find((c) => c.value === value) ?? EXPORT_CHOICES[0]!;
  return (
    <>
      <TextField
        select
        size="small"
        label="Export format"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        sx={{ minWidth: 220 }}
      >
        {EXPORT_CHOICES.map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={() => void exportFile(choice)}
        disabled={isExporting}
      >
        {choice.action}
      </Button>
    </>
  );
};
