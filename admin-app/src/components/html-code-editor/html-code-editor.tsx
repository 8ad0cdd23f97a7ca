import Box from '@mui/material/Box';
import Prism from 'prismjs';
import 'prismjs/components/prism-markup';
import Editor from 'react-simple-code-editor';

export interface HtmlCodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The textarea's id, for the <label htmlFor> naming it. */
  id: string;
}

const highlight = (code: string): string =>
  Prism.highlight(code, Prism.languages.markup!, 'markup');

// Prism's default token colours, darkened where needed for 4.5:1 contrast on white.
const TOKEN_COLOURS = {
  '& .token.tag, & .token.punctuation': { color: '#1b4d3e' },
  '& .token.attr-name': { color: '#8a4b00' },
  '& .token.attr-value': { color: '#0b5394' },
  '& .token.comment, & .token.doctype, & .token.prolog': { color: '#5f6368' },
  '& .token.entity': { color: '#8e1b1b' },
};

/**
 * The editor of a template's HTML body, with syntax highlighting. react-simple-code-editor keeps
 * up to 100 undo entries and merges typing within 3000 ms, as the template editor must. Loaded lazily:
 * only the pages that edit HTML pay for it.
 */
const HtmlCodeEditor = ({ value, onChange, id }: HtmlCodeEditorProps) => (
  <Box
    sx={{
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      bgcolor: 'background.paper',
      maxHeight: '60vh',
      overflow: 'auto',
      '&:focus-within': {
        borderColor: 'primary.main',
        boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}`,
      },
      ...TOKEN_COLOURS,
    }}
  >
    <Editor
      value={value}
      onValueChange={onChange}
      highlight={highlight}
      padding={12}
      textareaId={id}
      style={{
        fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
        fontSize: 14,
        minHeight: 320,
      }}
    />
  </Box>
);

export default HtmlCodeEditor;
