import { CliError } from '../validation/errors.ts';

/** A port in use, said in one line; any other error as it is. */
export function explainedListenError(error: unknown, port: number): unknown {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new CliError(`port ${port} is in use; choose another with --port`) : error;
}

/** Listens with `listen`; a port in use is said in one line, after `close` has let go of what was opened. */
export async function listenOrExplain(port: number, listen: () => Promise<unknown>, close: () => Promise<unknown>): Promise<void> {
  try {
    await listen();
  } catch (error) {
    await close();
    throw explainedListenError(error, port);
  }
}

/** Ctrl+C and a TERM signal stop the server cleanly, its database closed. */
export function closeOnSignals(close: () => Promise<unknown>): void {
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
