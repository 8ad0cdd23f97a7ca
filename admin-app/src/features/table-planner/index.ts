export { TablePlannerPage } from './components/table-planner-page';
