import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

/** A toast: a short message in a corner of the screen that hides by itself. */
export interface Toast {
  header?: string;
  body: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides; the provider's 5000 when absent. */
  delay?: number;
}

/** Toasts stay 5 seconds unless a toast says otherwise. */
export const TOAST_DELAY_MS = 5000;
