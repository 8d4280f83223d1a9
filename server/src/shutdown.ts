import type { App } from './app';

/**
 * Graceful stop: the server stops accepting connections, in-flight requests finish,
 * then the app's onClose hooks close the database. Resolves true on a clean stop.
 * Past `timeoutMs` it gives up on stragglers but still closes the database.
 */
export function createShutdown(app: App, timeoutMs: number): () => Promise<boolean> {
  let stopping: Promise<boolean> | undefined;
  const run = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      const closed = app.close().then(() => true);
      const clean = await Promise.race([closed, timedOut]);
      if (!clean) {
        app.log.error('shutdown timed out; closing the database anyway');
        await app.database.close();
      }
      return clean;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      await app.database.close().catch(() => undefined);
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => (stopping ??= run());
}
