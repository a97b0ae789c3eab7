/**
 * An expected failure with a stable machine-readable code; the problem-details plugin
 * turns it into an RFC 9457 response. Anything else thrown becomes a 500 without internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`);
export const forbidden = (detail = 'You do not have access to this resource') => new AppError(403, 'forbidden', detail);
export const badRequest = (code: string, detail: string, extra: Record<string, unknown> = {}) =>
  new AppError(400, code, detail, extra);
export const conflict = (code: string, detail: string) => new AppError(409, code, detail);
