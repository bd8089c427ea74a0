/** The server answered with a status outside 200–299. `body` is the parsed JSON body, when there was one. */
export class ResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'ResponseError';
  }

  /** The problem `type` of the body (e.g. 'urn:newsletter:email_invalid'), when it has one. */
  get type(): string | undefined {
    const type = (this.body as { type?: unknown } | null)?.type;
    return typeof type === 'string' ? type : undefined;
  }
}

/** No answer at all: the network failed, the request was aborted, or it timed out. */
export class FetchError extends Error {
  constructor(
    readonly url: string,
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(timedOut ? `${url} did not answer in time` : `${url} could not be reached`, options);
    this.name = 'FetchError';
  }
}
