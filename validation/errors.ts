/** Exit codes of every command: 0 success, 1 invalid input data or failed check, 2 wrong usage. */
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

/** An expected failure: printed as its message alone, never as a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_INVALID,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT_USAGE);
  }
}
