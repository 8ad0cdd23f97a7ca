export {
  EditableListPage,
  SAVE_FAILED,
  type EditableListModalProps,
  type EditableListTexts,
} from './editable-list-page';
export { RowActions, type ItemActions } from './row-actions';
