import type { HttpClient } from '@portico/plugin';
import { saveFile } from '@portico/toolkit/files';

/** Fetches a file with the session's token and saves it under the name the screen gives it. */
export async function downloadFile(http: HttpClient, path: string, fileName: string): Promise<void> {
  saveFile(await http.api.get(path.replace(/^\//, '')).blob(), fileName);
}
