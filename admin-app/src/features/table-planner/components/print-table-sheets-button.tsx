import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { getErrorMessage, saveFile } from 'shared-api';
import { useDownloadTableSheetsMutation } from 'shared-api/admin';
import { useToast } from 'shared-ui';

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
  const { showToast } = useToast();
  const save = async () => {
    const result = await download({ conventionId });
    if ('error' in result) {
      showToast({
        header: 'Download',
        body: getErrorMessage(result.error, 'The table sheets could not be downloaded.'),
        variant: 'danger',
      });
      return;
    }
    saveFile(result.data, 'table-sheets.pdf');
  };
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
