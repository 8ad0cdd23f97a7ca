import { useAction, type ActionOptions, type ActionWork } from './use-action';

/** A file fetched from the API and kept as an object URL (a PDF, a calendar). */
export interface FetchedFile {
  url: string;
  fileName: string;
}

/** A file the API answered inside its envelope, as base64 (an export), with its media type. */
export interface Base64File {
  base64: string;
  fileName: string;
  type: string;
}

/** Data the API answered in its envelope, saved as a JSON file. */
export interface JsonFile {
  json: unknown;
  fileName: string;
}

/** A file to save: fetched as an object URL (a PDF, a calendar), sent as base64, or JSON data. */
export type FileToSave = FetchedFile | Base64File | JsonFile;

/** Saves an object URL as a file through a temporary link, then lets the URL go. */
const saveObjectUrl = (objectUrl: string, fileName: string): void => {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
};

const blobOf = (file: Base64File | JsonFile): Blob =>
  'json' in file
    ? new Blob([JSON.stringify(file.json, null, 2)], { type: 'application/json' })
    : new Blob([Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))], {
        type: file.type,
      });

/** Saves the file through the browser's own download, under its name. */
export const saveFileToDisk = (file: FileToSave): void =>
  saveObjectUrl('url' in file ? file.url : URL.createObjectURL(blobOf(file)), file.fileName);

/** Every download of the site: fetches the file, saves it, and says so in a toast if it failed. */
export const useDownload = <A extends unknown[]>(
  fetchFile: (...args: A) => ActionWork<FileToSave>,
  options: Omit<ActionOptions<FileToSave, A>, 'onSuccess'> = {},
) =>
  useAction(fetchFile, {
    ...options,
    onSuccess: (...[file]: [FileToSave, ...A]) => saveFileToDisk(file),
  });
