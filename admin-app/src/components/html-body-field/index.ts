export { HtmlBodyField, type HtmlBodyFieldProps } from './html-body-field';
