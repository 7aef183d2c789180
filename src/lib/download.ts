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
}

/** Hands text to the browser as a download (CSV by default). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
