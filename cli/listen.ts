import { CliError, UsageError } from '../validation/errors.ts';

/** What cannot be listened on, said in one line: a port in use, an address this machine does not have; any other error as it is. */
export function explainedListenError(error: unknown, port: number, host?: string): unknown {
  const { code } = error as NodeJS.ErrnoException;
  if (code === 'EADDRINUSE') return new CliError(`port ${port} is in use; choose another with --port`);
  if (host !== undefined && ['ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL'].includes(code ?? '')) {
    return new UsageError(`--host ${host} is no address of this machine; give one of its addresses, e.g. 127.0.0.1, or 0.0.0.0 for every interface`);
  }
  return error;
}

/** Listens with `listen` (on `host`, where the user chose it); what stops it is said in one line, after `close` has let go of what was opened. */
export async function listenOrExplain(port: number, listen: () => Promise<unknown>, close: () => Promise<unknown>, host?: string): Promise<void> {
  try {
    await listen();
  } catch (error) {
    await close();
    throw explainedListenError(error, port, host);
  }
}

/** Ctrl+C and a TERM signal stop the server cleanly, its database closed. */
export function closeOnSignals(close: () => Promise<unknown>): void {
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
