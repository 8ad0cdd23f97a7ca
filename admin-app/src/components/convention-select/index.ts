export { ConventionSelect } from './convention-select';
export { PastConventionNote } from './past-convention-note';
export { useChosenConvention } from './use-chosen-convention';
