export { RegisterEventPage } from './components/register-event-page';
export { EditRegistrationPage } from './components/edit-registration-page';
