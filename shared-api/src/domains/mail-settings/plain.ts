export const MESSAGE_MAIL_REQUIRED = 'Please choose whether to receive message emails.';
