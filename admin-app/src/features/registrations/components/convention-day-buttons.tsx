import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { saveFile, useDownloadConventionListMutation, type ConventionDayList } from 'shared-api';
import { useToast } from 'shared-ui';

const LISTS: ReadonlyArray<{ list: ConventionDayList; label: string; fileName: string }> = [
  { list: 'checkin-list', label: 'Check-in List (PDF)', fileName: 'checkin-list.pdf' },
  { list: 'badges', label: 'Name Badges (PDF)', fileName: 'badges.pdf' },
];

/** The door team's check-in list and the name badges of the convention, to print. */
export const ConventionDayButtons = ({ conventionId }: { conventionId: number }) => {
  const [download, { isLoading }] = useDownloadConventionListMutation();
  const { showToast } = useToast();
  const save = async (list: ConventionDayList, fileName: string) => {
    const result = await download({ list, conventionId });
    if ('error' in result) {
      const error = result.error as { message?: string } | undefined;
      showToast({ header: 'Download', body: error?.message ?? '', variant: 'danger' });
      return;
    }
    saveFile(result.data, fileName);
  };
  return (
    <>
      {LISTS.map(({ list, label, fileName }) => (
        <Button
          key={list}
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={isLoading}
          onClick={() => void save(list, fileName)}
        >
          {label}
        </Button>
      ))}
    </>
  );
};
