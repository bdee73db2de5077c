/** The providers the portal reports on: every id in the directory (SPEC §1). */
export const PORTAL_PROVIDER_IDS = [
  "jhp", "saltus", "canaccord", "qc", "evelyn", "lgt", "rothschild", "brewin", "blu",
  "quilterfa", "fintuity", "brooks", "capital", "investec", "wealthify",
] as const;

export function isPortalProvider(id: string): boolean {
  return (PORTAL_PROVIDER_IDS as readonly string[]).includes(id);
}
