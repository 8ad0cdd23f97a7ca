export { rawRows } from '../../src/db/raw-rows';
