// The 'shared-ui/actions' entry: what every action of a remote's page goes through, a shared module
// of its own (scripts/webpack/shared-singletons.js) so that the home page does not download it.
export { ACTION_FAILED, LOAD_FAILED, UNEXPECTED_ERROR, failureText } from './action-failure';
export { unwrapped, useAction, type ActionOptions, type ActionWork } from './use-action';
export { useConfirmedAction } from './use-confirmed-action';
export { useFailureToast } from './use-failure-toast';
export {
  saveFileToDisk,
  useDownload,
  type Base64File,
  type FetchedFile,
  type FileToSave,
  type JsonFile,
} from './use-download';
