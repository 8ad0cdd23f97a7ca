import { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { translateMessage } from '../i18n/translate-message';
import type { Toast } from './toast';
import { ToastContext } from './toast-context';
import type { ToastHostProps } from './toast-host';

export { TOAST_DELAY_MS } from './toast';

/**
 * notistack and its styles (about 8 kB gzipped) are downloaded with the first toast, not with
 * every page: most visits show none (docs/decisions.md). Should that download fail (a redeploy
 * removed the chunk, the network dropped), the toasts wait and the next one tries again; the page
 * itself carries on.
 */
/** A toast's known English texts (the contract's and the server's messages) in the language shown. */
const inLanguageShown = ({ header, body, ...rest }: Toast): Toast => ({
  ...rest,
  ...(header === undefined ? {} : { header: translateMessage(header) }),
  body: typeof body === 'string' ? translateMessage(body) : body,
});

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const show = useRef<((toast: Toast) => void) | null>(null);
  // Toasts asked for before notistack is there, shown in order once it is.
  const waiting = useRef<Toast[]>([]);
  const loading = useRef<Promise<void> | null>(null);
  const [Host, setHost] = useState<ComponentType<ToastHostProps> | null>(null);

  const showToast = useCallback((asked: Toast) => {
    const toast = inLanguageShown(asked);
    if (show.current) {
      show.current(toast);
      return;
    }
    waiting.current.push(toast);
    loading.current ??= import('./toast-host').then(
      (module) => setHost(() => module.default),
      (error: unknown) => {
        loading.current = null;
        console.error('Could not load the toasts.', error);
      },
    );
  }, []);

  const onReady = useCallback((hostShow: (toast: Toast) => void) => {
    show.current = hostShow;
    for (const toast of waiting.current.splice(0)) hostShow(toast);
  }, []);

  const api = useMemo(() => ({ showToast }), [showToast]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {Host && <Host onReady={onReady} />}
    </ToastContext.Provider>
  );
};
