import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One query parameter of the page's address, read and written: a filtered list can be linked to
 * (the dashboard's counts do) and survives a reload. Writing keeps the other parameters, drops
 * the page number when another one changes (a new filter starts at its first page).
 */
export const useUrlParam = (name: string): [string, (value: string) => void] => {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set(name, next);
          else updated.delete(name);
          if (name !== 'page') updated.delete('page');
          return updated;
        },
        // Pages are steps the Back button goes through; a search typed is not.
        { replace: name !== 'page' },
      ),
    [name, setParams],
  );
  return [value, setValue];
};
