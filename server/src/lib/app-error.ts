/** The one error type routes and domain code throw for an expected failure; the message reaches the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
