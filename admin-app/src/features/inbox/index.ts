export { AdminInboxPage } from './components/admin-inbox-page';
export { ContactRegistrantButton } from './components/contact-registrant-button';
export { CreateMessageModal, type MessageContext } from './components/create-message-modal';
export { MessageAllButton } from './components/message-all-button';
export { MessageChosenButton } from './components/message-chosen-button';
