// The registrations context's public entry: what the app and the other contexts may use of it.
export { choicesOf } from './convention-choices';
export { cancelForErasure, placeFromWaitingList, reissueInvoiceAfterChange } from './lifecycle';
export { loadPicks, ofMember, waitingPositionColumn } from './load-registrations';
export { registrationAnswers } from './registration-answers';
export { attendeeColumns, insertChoices } from './registration-rows';
export { registrationRoutes } from './routes/registrations';
export { countUninvoicedRegistrants } from './uninvoiced-registrants';
export { sendDueReminders } from './reminders/send-due-reminders';
