const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from a form, an address or a query is a record id (a UUID), so that it may be
 * put into an address or compared with a `uuid` column (PostgreSQL refuses any other text there).
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
