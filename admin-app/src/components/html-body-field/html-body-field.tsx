import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { CSSObject } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { PageSpinner, SafeHtml } from 'shared-ui';
import { HtmlCodeEditor } from '../html-code-editor';

type View = 'edit' | 'preview';

export interface HtmlBodyFieldProps {
  label: ReactNode;
  value: string;
  onChange: (html: string) => void;
  /** The views' group name for a screen reader, e.g. 'Body view'. */
  viewsLabel: string;
  /** The view it opens in, listed first. */
  opensIn?: View;
  editLabel?: string;
  /** What the preview shows when it is not the HTML itself (placeholders filled in). */
  previewHtml?: string;
  previewSx?: CSSObject;
  error?: string;
}

/**
 * An HTML body as the organisers write mails and invoices: a label, a choice between editing the
 * HTML with highlighting and previewing it as the member will read it (sanitised), and the
 * field's error under it. The editor's code loads on first use.
 */
export const HtmlBodyField = ({
  label,
  value,
  onChange,
  viewsLabel,
  opensIn = 'edit',
  editLabel = 'Edit',
  previewHtml = value,
  previewSx,
  error,
}: HtmlBodyFieldProps) => {
  const id = useId();
  const [view, setView] = useState<View>(opensIn);
  const views: [View, string][] = [
    ['edit', editLabel],
    ['preview', 'Preview'],
  ];
  if (opensIn === 'preview') views.reverse();
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <FormLabel htmlFor={id} error={error !== undefined}>
          {label}
        </FormLabel>
        <ToggleButtonGroup
          size="small"
          color="primary"
          // The unselected choice sits on the page background: full text colour keeps 4.5:1.
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
          exclusive
          value={view}
          onChange={(_event, next: View | null) => next && setView(next)}
          aria-label={viewsLabel}
        >
          {views.map(([value, text]) => (
            <ToggleButton key={value} value={value}>
              {text}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {view === 'edit' ? (
        <Suspense fallback={<PageSpinner />}>
          <HtmlCodeEditor id={id} value={value} onChange={onChange} />
        </Suspense>
      ) : (
        <SafeHtml
          id={id}
          html={previewHtml}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, ...previewSx }}
        />
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
