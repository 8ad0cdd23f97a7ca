export { ReleaseNotesPage } from './components/release-notes-page';
