/** The constraint a unique violation (SQLSTATE 23505) broke, from PostgreSQL or PGlite. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') {
      return 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
    }
  }
  return undefined;
}
