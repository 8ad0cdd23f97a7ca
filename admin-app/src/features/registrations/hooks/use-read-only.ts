import { createContext, useContext } from 'react';

/** A past convention's lists: shown, never changed (the server refuses it too). */
const ReadOnlyContext = createContext(false);

export const ReadOnlyProvider = ReadOnlyContext.Provider;

/** Whether the registrations shown are a past convention's: no control changes them. */
export const useReadOnly = (): boolean => useContext(ReadOnlyContext);
