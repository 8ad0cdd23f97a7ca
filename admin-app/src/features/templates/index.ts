export { TemplatesPage } from './components/templates-page';
export { TemplateEditorPage } from './components/template-editor-page';
