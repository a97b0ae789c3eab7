import { useState } from 'react';
import { errorMessage } from './api-client';

/** A file name from a title: letters, digits and dashes only ("Year 10 mock" -> "Year-10-mock"). */
export function csvFileName(title: string, suffix: string): string {
  return `${title.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'results'}${suffix}.csv`;
}

/**
 * Saves a file the API makes as a download. The API wants the Bearer token, so the file is
 * fetched through the API client and handed to the browser, not opened as a link.
 */
export function useFileDownload(fetchFile: () => Promise<Blob>, fileName: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      const url = URL.createObjectURL(await fetchFile());
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return { download, busy, error };
}

/** Saves a CSV the server made (formula-safe there) as a file. */
export function useCsvDownload(fetchCsv: () => Promise<string>, fileName: string) {
  return useFileDownload(async () => new Blob([await fetchCsv()], { type: 'text/csv;charset=utf-8' }), fileName);
}
