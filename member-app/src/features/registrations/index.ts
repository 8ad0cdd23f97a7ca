export { MyRegistrationsPage } from './components/my-registrations-page';
