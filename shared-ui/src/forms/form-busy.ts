import { createContext, useContext } from 'react';

/**
 * True while a valid form is being saved: its fields are disabled then. Not while it validates,
 * so that a refused submit can still move the focus to the first invalid field.
 */
export const FormBusy = createContext(false);

export const useFormBusy = (): boolean => useContext(FormBusy);
