// The 'shared-ui/pickers' entry: the date pickers with their localization context, from one copy
// of @mui/x-date-pickers. A shared module of its own, downloaded only by pages that pick dates.
export { DatePicker } from '@mui/x-date-pickers/DatePicker';
export { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
export { PickersProvider } from './pickers-provider';
export { FormDateField, type FormDateFieldProps } from './form-date-field';
export { dayFromWire, dayToWire } from './wall-clock-day';
