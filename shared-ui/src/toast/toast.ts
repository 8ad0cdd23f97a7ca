import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

/** SPEC section 3 "Toast". */
export interface Toast {
  header?: string;
  body: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides; the provider's 5000 when absent. */
  delay?: number;
}

/** SPEC section 9: toasts stay 5 seconds unless a toast says otherwise. */
export const TOAST_DELAY_MS = 5000;
