/** An error with a status and a message meant for the client. Anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The one JSON shape of every error reply. */
export function errorBody(message: string): { success: false; error: string } {
  return { success: false, error: message };
}
