import type { HttpClient } from '@portico/plugin';
import { saveResponse } from '@portico/toolkit/files';

const relative = (path: string) => (path.startsWith('/') ? path.slice(1) : path);

/** Downloads one file through the authorised client (the session token is a header, so a plain link cannot). */
export async function downloadFile(http: HttpClient, path: string, fallbackName: string): Promise<void> {
  await saveResponse(await http.api.get(relative(path), { timeout: false }), fallbackName);
}
