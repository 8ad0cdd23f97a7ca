import { createContext } from 'react';
import type { Toast } from './toast';

export interface ToastApi {
  showToast: (toast: Toast) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
