/** Told the name of each file handed to the browser. */
export type DownloadListener = (fileName: string) => void;

const listeners = new Set<DownloadListener>();

/**
 * Tells `listener` of every file handed to the browser as a download until the returned function is called: the
 * inspection screen logs each download of an inspector (Res. Ex. N° 38 art. 22.5), whatever button made it.
 */
export function watchDownloads(listener: DownloadListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands data to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  for (const listener of listeners) listener(fileName);
}

/** Hands text to the browser as a download (CSV by default). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
