export { InboxPage } from './components/inbox-page';
export { ConversationPage } from './components/conversation-page';
