// The 'shared-ui/forms' entry: one way to write a form (react-hook-form validated by the contract's
// schemas) for the shell and the remotes. A shared module of its own (scripts/webpack/
// shared-singletons.js), so that pages without a form do not download it; zod's resolver comes at
// a form's first use (zod-resolver.ts).
export { useZodForm, type ZodForm } from './use-zod-form';
export { lazySchema, type FormSchema, type LazySchema } from './zod-resolver';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
export { FormPasswordField, type FormPasswordFieldProps } from './form-password-field';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';
export {
  BirthYearAndNationalityFields,
  type BirthYearAndNationalityFieldsProps,
  NameFields,
} from './person-fields';
export { FormSelectField, type FormSelectFieldProps, type SelectOption } from './form-select-field';
export { FormCheckbox, type FormCheckboxProps } from './form-checkbox';
export { MealFields, type MealChoice, type MealFieldsProps } from './meal-fields';
export { FormSwitch, type FormSwitchProps } from './form-switch';
export { FormAutocompleteField, type FormAutocompleteFieldProps } from './form-autocomplete-field';
export type { PickOption, RepeatLabel } from './pick-items';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { PageForm, type PageFormProps } from './page-form';
export { FormSubmitButton, type FormSubmitButtonProps } from './form-submit-button';
export { FieldMessagesInSummary } from './field-messages';
export { FormBusy, useFormBusy } from './form-busy';
