export { SystemLogsPage } from './components/system-logs-page';
