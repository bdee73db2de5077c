/**
 * The notice a page shows for a code in its address (`?notice=saved`), read from the page's own
 * table of notices. Only a code the table holds as its own counts: `"constructor"` or
 * `"toString"`, which every object inherits, would otherwise render a function.
 */
export function noticeFor<K extends string, V>(table: Readonly<Record<K, V>>, code: unknown): V | null {
  return typeof code === "string" && Object.hasOwn(table, code) ? table[code as K] : null;
}

/** The code itself, when the table holds it as its own. */
export function noticeCode<K extends string>(table: Readonly<Record<K, unknown>>, code: unknown): K | null {
  return typeof code === "string" && Object.hasOwn(table, code) ? (code as K) : null;
}
