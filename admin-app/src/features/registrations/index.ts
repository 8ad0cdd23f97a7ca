export { RegistrationsPage } from './components/registrations-page';
export type { RegistrationActions } from './components/registration-row';
