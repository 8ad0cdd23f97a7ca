/** The local storage key the login token is kept under. */
export const TOKEN_STORAGE_KEY = 'authToken';

export const readStoredToken = (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY);

export const storeToken = (token: string): void => localStorage.setItem(TOKEN_STORAGE_KEY, token);

export const clearStoredToken = (): void => localStorage.removeItem(TOKEN_STORAGE_KEY);
