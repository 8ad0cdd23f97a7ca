import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

/** Clicks, waits for the browser's download, and gives its file name and first bytes. */
export const downloaded = async (page: Page, click: () => Promise<void>) => {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), start: bytes.subarray(0, 5).toString('latin1') };
};
