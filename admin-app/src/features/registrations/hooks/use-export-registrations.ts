import { useExportRegistrationsMutation } from 'shared-api/admin';
import { useDownload } from 'shared-ui/actions';
import type { ExportChoice } from '../logic/export-choices';

export const EXPORT_FAILED = 'Failed to export registrations.';

/**
 * Export of a convention's registrations (the active one's without an id): the server's file,
 * downloaded; its errorMessage or a fallback on failure.
 */
export const useExportRegistrations = (conventionId: number | undefined) => {
  const [exportRegistrations, { isLoading }] = useExportRegistrationsMutation();
  const { run: exportFile } = useDownload(
    async (choice: ExportChoice) => {
      const file = await exportRegistrations({ ...choice.query, conventionId }).unwrap();
      return { base64: file.data, fileName: file.fileName, type: choice.type };
    },
    { failure: EXPORT_FAILED },
  );
  return { exportFile, isExporting: isLoading };
};
