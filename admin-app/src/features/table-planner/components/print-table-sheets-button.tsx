import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useDownloadTableSheetsMutation } from 'shared-api/admin';
import { useDownload } from 'shared-ui/actions';

/**
 * The published tables as a PDF, a page per session, to put on the tables. Only once published:
 * the sheets show what the members were told.
 */
export const PrintTableSheetsButton = ({
  conventionId,
  published,
}: {
  conventionId: number;
  published: boolean;
}) => {
  const [download, { isLoading }] = useDownloadTableSheetsMutation();
  const { run: save } = useDownload(() => download({ conventionId }), {
    failure: 'The table sheets could not be downloaded.',
  });
  return (
    <Button
      variant="outlined"
      startIcon={<PrintIcon />}
      disabled={!published || isLoading}
      onClick={() => void save()}
    >
      Print Table Sheets
    </Button>
  );
};
