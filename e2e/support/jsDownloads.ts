import zlib from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export interface JsDownload {
  url: string;
  /** Size on the wire when gzipped. */
  gzipBytes: number;
}

/** Records every JavaScript file a page downloads, with its gzipped size. */
export function recordJsDownloads(page: Page): JsDownload[] {
  const downloads: JsDownload[] = [];
  page.on('response', async (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || response.status() !== 200) return;
    try {
      const body = await response.body();
      downloads.push({ url: response.url(), gzipBytes: zlib.gzipSync(body, { level: 9 }).length });
    } catch {
      // the page navigated away before the body was read
    }
  });
  return downloads;
}

export const totalKb = (downloads: JsDownload[]) => downloads.reduce((sum, d) => sum + d.gzipBytes, 0) / 1024;
