export { FirstScreen } from './first-screen';
export { PagePlaceholder } from './page-placeholder';
export { FIRST_SCREEN_WAIT_MS } from './use-first-screen-ready';
