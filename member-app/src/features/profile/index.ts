export { ProfilePage } from './components/profile-page';
