/**
 * Which rule a refusal breaks, in the product's terms; the edge (src/http/api-error.ts) decides the
 * HTTP status, so the rules know nothing of HTTP.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-many'
  /** The server is at capacity for this kind of work (documents, plans): try again shortly. */
  | 'busy';

/** An expected refusal: its message is a product text the client may show as is. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For 'too-many' and 'busy': how long until the next try may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
