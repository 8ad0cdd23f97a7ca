export { ConventionManagementPage } from './components/convention-management-page';
