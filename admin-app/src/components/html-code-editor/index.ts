import { lazy } from 'react';

/** Shared by the template editor and the invoice preview; its code loads on first use. */
export const HtmlCodeEditor = lazy(() => import('./html-code-editor'));
export type { HtmlCodeEditorProps } from './html-code-editor';
