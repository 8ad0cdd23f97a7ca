import { API_BASE_URL } from './base-query';
import { selectToken, type SessionRootState } from './session/selectors';
import { shownLanguage } from './shown-language';

/** A file fetched from the API: an object URL, and the name to save it under. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

type Outcome =
  { data: DownloadedFile } | { error: { status: number | 'FETCH_ERROR'; message: string } };

/**
 * The name the server gave the file (its Content-Disposition, RFC 6266): `filename*` when there is
 * one, since it keeps letters beyond ASCII, else `filename`.
 */
export const dispositionFileName = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed filename* falls back to filename.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
};

/**
 * A file the API serves outside the envelope (a PDF, a calendar), fetched with the session's token
 * and kept as an object URL for shared-ui's useDownload to save, under the server's name for it or else `fallbackName`.
 * A refusal gives `failed` as the message.
 */
export const fetchFileUrl = async (
  path: string,
  getState: () => unknown,
  failed: string,
  fallbackName: string,
): Promise<Outcome> => {
  const token = selectToken(getState() as SessionRootState);
  try {
    const language = shownLanguage();
    const response = await fetch(`${API_BASE_URL}${path}`, {
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        // A refusal's text in the language shown.
        ...(language ? { 'Accept-Language': language } : {}),
      },
    });
    if (!response.ok) return { error: { status: response.status, message: failed } };
    const fileName =
      dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
    return { data: { url: URL.createObjectURL(await response.blob()), fileName } };
  } catch {
    return { error: { status: 'FETCH_ERROR', message: failed } };
  }
};
