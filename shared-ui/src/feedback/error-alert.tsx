import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';

export interface ErrorAlertProps {
  message: ReactNode;
  title?: ReactNode;
}

export const ErrorAlert = ({ message, title }: ErrorAlertProps) => (
  <Alert severity="error">
    {title && <AlertTitle>{title}</AlertTitle>}
    {message}
  </Alert>
);
