export { FirstScreen } from './first-screen';
export { FIRST_SCREEN_WAIT_MS } from './use-first-screen-ready';
