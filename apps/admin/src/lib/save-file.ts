/**
 * Hands a file the API answered (a PDF, a CSV, an attachment) to the browser's downloads under
 * `name`. The object URL is released a little later: revoking it at once can cancel the download.
 */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
