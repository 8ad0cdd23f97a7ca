// What the front-end tests of the shell and both remotes share.
export {
  renderRoutes,
  renderWithProviders,
  type RenderOptions,
  type TestRouter,
} from './render-with-providers';
export { makeToken, makeUser } from './users';
export { makeAdminUser } from './admin-users';
export {
  bodyOf,
  callsOf,
  envelope,
  stubApi,
  type ApiCall,
  type StubAnswer,
  type StubAnswers,
  type StubbedApi,
} from './api-stubs';
export { setViewportWidth } from './viewport';
export { inTimeZone } from './time-zone';
