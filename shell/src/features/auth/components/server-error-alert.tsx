import Box from '@mui/material/Box';
import { ErrorAlert } from 'shared-ui';

/** The server joins several broken rules with semicolons: one per line. */
export const ServerErrorAlert = ({ message }: { message: string }) => {
  const lines = message
    .split(';')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    <ErrorAlert
      message={lines.map((line, index) => (
        <Box component="span" key={`${index}:${line}`} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    />
  );
};
