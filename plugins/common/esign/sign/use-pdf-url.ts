import { useEffect, useState } from 'react';

/**
 * A PDF fetched through the API (the session's token travels in a header) as an object URL the browser's viewer
 * opens; asked for only once `load` is set, released when the screen goes.
 */
export function usePdfUrl(load: (() => Promise<unknown>) | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!load) return;
    let made: string | null = null;
    let live = true;
    load().then((blob) => {
      if (!live) return;
      made = URL.createObjectURL(blob as Blob);
      setUrl(made);
    }, () => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [load]);
  return { url, failed };
}
