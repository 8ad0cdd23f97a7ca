// The templates context's public entry: what the app and the other contexts may use of it.
export { documentBody } from './document-parts';
export { templateRoutes } from './routes/templates';
export { findTemplateByName } from './templates';
