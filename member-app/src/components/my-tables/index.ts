export { MyTables } from './my-tables';
