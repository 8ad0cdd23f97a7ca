import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useDownloadConventionListMutation, type ConventionDayList } from 'shared-api/admin';
import { useDownload } from 'shared-ui/actions';

const LISTS: ReadonlyArray<{ list: ConventionDayList; label: string }> = [
  { list: 'checkin-list', label: 'Check-in List (PDF)' },
  { list: 'badges', label: 'Name Badges (PDF)' },
];

/** The door team's check-in list and the name badges of the convention, to print. */
export const ConventionDayButtons = ({ conventionId }: { conventionId: number }) => {
  const [download, { isLoading }] = useDownloadConventionListMutation();
  const { run: save } = useDownload((list: ConventionDayList) => download({ list, conventionId }));
  return (
    <>
      {LISTS.map(({ list, label }) => (
        <Button
          key={list}
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={isLoading}
          onClick={() => void save(list)}
        >
          {label}
        </Button>
      ))}
    </>
  );
};
