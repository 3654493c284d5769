import type { HttpClient } from '@portico/plugin';

/** Fetches a file with the session's token and hands it to the browser as a download under its name. */
export async function downloadFile(http: HttpClient, path: string, fileName: string): Promise<void> {
  const blob = await http.api.get(path.replace(/^\//, '')).blob();
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
