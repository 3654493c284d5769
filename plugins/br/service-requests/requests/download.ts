/** Hands a fetched file to the browser as a download under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
