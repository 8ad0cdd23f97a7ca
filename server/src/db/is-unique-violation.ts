const UNIQUE_VIOLATION = '23505';

interface PgError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** Whether a failed insert or update broke a unique constraint (drizzle wraps the driver's error). */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  for (let current = error as PgError | undefined; current; current = current.cause as PgError) {
    if (typeof current !== 'object') return false;
    if (current.code === UNIQUE_VIOLATION) {
      return constraint === undefined || current.constraint === constraint;
    }
  }
  return false;
};
