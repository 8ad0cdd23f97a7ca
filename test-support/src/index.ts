// What the front-end tests of the shell and both remotes share.
export {
  renderRoutes,
  renderWithProviders,
  type RenderOptions,
  type TestRouter,
} from './render-with-providers';
export { makeToken, makeUser } from './users';
export { makeAdminUser } from './admin-users';
export { callsOf, envelope, mockApi, stubApi, type ApiCall, type StubAnswer } from './api-stubs';
export { setViewportWidth } from './viewport';
