import { routes } from "@/config/routes";
import type { ProviderSummary } from "./providers-section";

/**
 * The provider ids of SPEC §1 with neutral short names, until the provider data (issue 5) lands
 * and the home page reads from it instead. No facts about the firms are stated here.
 */
const matched = ["jhp", "saltus", "canaccord", "qc", "evelyn", "lgt", "rothschild", "brewin", "blu"];
const advisers = ["quilterfa", "fintuity"];
const directory = ["brooks", "capital", "investec", "wealthify"];

const names: Record<string, string> = {
  jhp: "JHP",
  qc: "QC",
  lgt: "LGT",
  quilterfa: "Quilter FA",
};

const name = (id: string) => names[id] ?? id.charAt(0).toUpperCase() + id.slice(1);

export const provisionalProviders: ProviderSummary[] = [
  ...matched.map((id) => ({ id, name: name(id), kind: "Wealth management", href: routes.wealthManager(id) })),
  ...advisers.map((id) => ({ id, name: name(id), kind: "Financial advice", href: routes.wealthManager(id) })),
  ...directory.map((id) => ({ id, name: name(id), kind: "In our directory", href: routes.wealthManager(id) })),
];
