import { useEffect } from 'react';

/** While `unsaved`, closing or reloading the tab makes the browser ask first. */
export const useLeaveWarning = (unsaved: boolean): void => {
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
};
