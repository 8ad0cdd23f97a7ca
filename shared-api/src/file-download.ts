import { API_BASE_URL } from './base-query';
import { selectToken, type SessionRootState } from './session/selectors';

type Outcome = { data: string } | { error: { status: number | 'FETCH_ERROR'; message: string } };

/**
 * A file the API serves outside the envelope (a PDF, a calendar), fetched with the session's token
 * and kept as an object URL for saveFile. A refusal gives `failed` as the message.
 */
export const fetchFileUrl = async (
  path: string,
  getState: () => unknown,
  failed: string,
): Promise<Outcome> => {
  const token = selectToken(getState() as SessionRootState);
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
export const saveFile = (objectUrl: string, fileName: string): void => {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
};

/** Saves data the API answered in its envelope as a JSON file. */
export const saveJsonFile = (data: unknown, fileName: string): void =>
  saveFile(
    URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })),
    fileName,
  );
