import { API_BASE_URL } from './base-query';
import { selectToken, type SessionRootState } from './session/selectors';

/**
 * A file from the API (a PDF), fetched with the session's token (a plain link would carry none)
 * and handed back as an object URL, in the shape of an RTK Query queryFn's answer.
 */
export const fetchAsObjectUrl = async (
  path: string,
  state: unknown,
  failed: string,
): Promise<{ data: string } | { error: { status: number | 'FETCH_ERROR'; message: string } }> => {
  const token = selectToken(state as SessionRootState);
  try {
    const response = await fetch(`${API_BASE_URL}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return { error: { status: response.status, message: failed } };
    return { data: URL.createObjectURL(await response.blob()) };
  } catch {
    return { error: { status: 'FETCH_ERROR', message: failed } };
  }
};

/** Saves an object URL as a file through a temporary link, then lets the URL go. */
export const saveObjectUrl = (url: string, fileName: string): void => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
