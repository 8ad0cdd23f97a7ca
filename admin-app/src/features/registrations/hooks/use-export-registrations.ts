import { useCallback } from 'react';
import { getErrorMessage, useExportRegistrationsMutation } from 'shared-api';
import { useToast } from 'shared-ui';
import { downloadBase64File } from '../logic/download-file';

export const EXPORT_FAILED = 'Failed to export registrations.';

/** Export to CSV: the server's file, downloaded; its errorMessage or a fallback on failure. */
export const useExportRegistrations = () => {
  const [exportRegistrations, { isLoading }] = useExportRegistrationsMutation();
  const { showToast } = useToast();
  const exportCsv = useCallback(async () => {
    try {
      const file = await exportRegistrations().unwrap();
      downloadBase64File(file.data, file.fileName, 'text/csv;charset=utf-8');
    } catch (error) {
      showToast({
        header: 'Export',
        body: getErrorMessage(error, EXPORT_FAILED),
        variant: 'danger',
      });
    }
  }, [exportRegistrations, showToast]);
  return { exportCsv, isExporting: isLoading };
};
