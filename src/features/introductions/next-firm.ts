/**
 * The next firm offered to an investor when one declines or goes overdue (docs/introductions.md,
 * "When a firm says no, or nothing"). Pure.
 */

export type NextFirm = { kind: "firm"; providerId: string } | { kind: "none-left" };

/**
 * The first firm of the investor's own pool (their match's eligible firms, in the match's order)
 * that they have not been introduced to and that can be offered. Never a firm outside the pool,
 * never one already introduced (whatever that introduction's status).
 */
export function chooseNextFirm(input: { pool: readonly string[]; introduced: ReadonlySet<string> | readonly string[]; offered: (providerId: string) => boolean }): NextFirm {
  const introduced = input.introduced instanceof Set ? input.introduced : new Set(input.introduced as readonly string[]);
  const next = input.pool.find((id) => !introduced.has(id) && input.offered(id));
  return next ? { kind: "firm", providerId: next } : { kind: "none-left" };
}

/** The pool of a stored match: its wealth managers, then the other eligible ones, each once. */
export function poolOf(match: { wealthManagers: readonly string[]; otherWm?: readonly string[] } | null | undefined): string[] {
  if (!match) return [];
  return [...new Set([...match.wealthManagers, ...(match.otherWm ?? [])])];
}
