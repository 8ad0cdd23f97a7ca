import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useAction } from 'shared-ui/actions';

export const copiedText = (what: string) => `${what} copied.`;
export const COPY_FAILED = 'Copying failed: select the text and copy it by hand.';

interface CopyButtonProps {
  /** What is copied, for the button's name and the confirmation: "IBAN". */
  what: string;
  value: string;
}

/**
 * Copies one payment detail to the clipboard, so that a member paying from a phone does not
 * retype it; the toast (read out by screen readers) confirms it.
 */
export const CopyButton = ({ what, value }: CopyButtonProps) => {
  const { run: copy } = useAction(() => navigator.clipboard.writeText(value), {
    success: copiedText(what),
    failure: COPY_FAILED,
  });
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ContentCopyIcon />}
      onClick={() => void copy()}
      aria-label={`Copy ${what}`}
      sx={{ minHeight: 44 }}
    >
      Copy
    </Button>
  );
};
