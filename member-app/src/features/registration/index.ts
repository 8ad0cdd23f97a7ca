export { RegisterEventPage } from './components/register-event-page';
