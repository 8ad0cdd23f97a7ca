import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useAction } from 'shared-ui/actions';
import { useT } from '../../i18n';

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
  const t = useT();
  const { run: copy } = useAction(() => navigator.clipboard.writeText(value), {
    success: t('copy.copied', { what }),
    failure: t('copy.failed'),
  });
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ContentCopyIcon />}
      onClick={() => void copy()}
      aria-label={t('copy.ariaLabel', { what })}
      sx={{ minHeight: 44 }}
    >
      {t('copy.button')}
    </Button>
  );
};
