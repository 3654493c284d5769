import type { Logger } from './logger';

/** The module of an error the page did not catch: the script file it came from, if known. */
function moduleOf(filename: string | undefined): string {
  if (!filename) return 'window';
  try {
    return new URL(filename).pathname;
  } catch {
    return filename;
  }
}

const messageOf = (reason: unknown): string =>
  reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : (() => {
    try {
      return JSON.stringify(reason) ?? String(reason);
    } catch {
      return String(reason);
    }
  })();

/**
 * Window `error` and `unhandledrejection` become frontEndException entries (module, message, stack).
 * A failure while logging is swallowed, and the hooks ignore events raised while they run, so a broken
 * logger cannot feed itself. Returns the uninstall function.
 */
export function installGlobalHooks(logger: Logger, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  let busy = false;
  const guarded = (log: () => void) => {
    if (busy) return;
    busy = true;
    try {
      log();
    } catch (failure) {
      console.warn('[logging] could not log an uncaught error', failure);
    } finally {
      busy = false;
    }
  };
  const onError = (event: ErrorEvent) =>
    guarded(() => {
      const error = event.error instanceof Error ? event.error : undefined;
      logger.error(moduleOf(event.filename), error?.message ?? event.message ?? 'Script error', error);
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    guarded(() => {
      const reason: unknown = event.reason;
      logger.error('unhandledrejection', messageOf(reason), reason instanceof Error ? reason : undefined);
    });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
