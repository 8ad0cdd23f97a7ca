import { useCallback } from 'react';
import { getErrorMessage, useExportRegistrationsMutation } from 'shared-api';
import { useToast } from 'shared-ui';
import { downloadBase64File } from '../logic/download-file';
import type { ExportChoice } from '../logic/export-choices';

export const EXPORT_FAILED = 'Failed to export registrations.';

/** Export: the server's file, downloaded; its errorMessage or a fallback on failure. */
export const useExportRegistrations = () => {
  const [exportRegistrations, { isLoading }] = useExportRegistrationsMutation();
  const { showToast } = useToast();
  const exportFile = useCallback(
    async (choice: ExportChoice) => {
      try {
        const file = await exportRegistrations(choice.query).unwrap();
        downloadBase64File(file.data, file.fileName, choice.type);
      } catch (error) {
        showToast({
          header: 'Export',
          body: getErrorMessage(error, EXPORT_FAILED),
          variant: 'danger',
        });
      }
    },
    [exportRegistrations, showToast],
  );
  return { exportFile, isExporting: isLoading };
};
