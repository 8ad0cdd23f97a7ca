import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useTranslateMessage } from '../i18n/translate-message';

export interface ErrorAlertProps {
  /** A text is shown in the language shown when it is one of the known English messages. */
  message: ReactNode;
  title?: ReactNode;
}

export const ErrorAlert = ({ message, title }: ErrorAlertProps) => {
  const translate = useTranslateMessage();
  return (
    <Alert severity="error">
      {title && <AlertTitle>{typeof title === 'string' ? translate(title) : title}</AlertTitle>}
      {typeof message === 'string' ? translate(message) : message}
    </Alert>
  );
};
