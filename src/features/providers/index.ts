/**
 * The provider directory's public face: pure data and lookups, safe on the server and in the
 * browser. Pages, routes and other features read providers only through these functions.
 */
import { formatMoney } from "@/lib/money";
import { providers } from "./data";
import { CAPABILITY_LABELS, CAPABILITY_TITLES, PROVIDER_IDS, type CapabilityLabel, type FactKey, type Provider, type ProviderId, type ProviderSummary } from "./types";

export { CAPABILITY_LABELS, CAPABILITY_TITLES, PROVIDER_IDS };
export type { CapabilityLabel, FactKey, Provider, ProviderId, ProviderImage, ProviderMinimum, ProviderNames, ProviderSummary } from "./types";

const byId = new Map<string, Provider>(providers.map((p) => [p.id, p]));

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === "string" && byId.has(value);
}

export function isCapabilityLabel(value: unknown): value is CapabilityLabel {
  return typeof value === "string" && (CAPABILITY_LABELS as readonly string[]).includes(value);
}

/** All 15 providers, matchable firms first, in the order docs/product.md, "Matching", lists them. */
export function listProviders(filter: { label?: CapabilityLabel } = {}): Provider[] {
  const { label } = filter;
  return label ? providers.filter((p) => p.labels.includes(label)) : [...providers];
}

export function getProvider(id: string): Provider | null {
  return byId.get(id) ?? null;
}

/** The FCA register searched by the firm's reference number when confirmed, else by its name. */
export function fcaRegisterUrl(provider: Pick<Provider, "name" | "fcaFrn">): string {
  return `https://register.fca.org.uk/s/search?q=${encodeURIComponent(provider.fcaFrn ?? provider.name)}&type=Companies`;
}

/** Said of a fact not yet checked against the firm's own published information (docs/product.md, "Provider facts"). */
export const NOT_VERIFIED = "Not yet verified";

/** Whether a fact has been checked against the firm's own published information (docs/providers.md). */
export function isVerified(provider: Pick<Provider, "verifiedAt">, fact: FactKey): boolean {
  return provider.verifiedAt[fact] !== undefined;
}

/**
 * The firm's own minimum investment (never our matching threshold), with "not yet verified"
 * beside a figure nobody has checked, so it is never read as fact: "£1 million, not yet verified".
 */
export function firmMinimumText(provider: Pick<Provider, "firmMinimum" | "verifiedAt">): string {
  if (provider.firmMinimum === null) return `${NOT_VERIFIED}: ask the firm`;
  const amount = formatMoney(provider.firmMinimum);
  return isVerified(provider, "firmMinimum") ? amount : `${amount}, ${NOT_VERIFIED.toLowerCase()}`;
}

/** Who the firm won't take, with "not yet verified" beside words nobody has checked; null when none is known. */
export function wontTakeText(provider: Pick<Provider, "wontTake" | "verifiedAt">): string | null {
  if (provider.wontTake === null) return null;
  return isVerified(provider, "wontTake") ? provider.wontTake : `${provider.wontTake.replace(/\.$/, "")} (${NOT_VERIFIED.toLowerCase()}).`;
}

/** How the firm charges, or that we have not verified it yet; never a guessed figure. */
export function feesText(provider: Pick<Provider, "fees">): string {
  return provider.fees ?? `${NOT_VERIFIED}: ask the firm how it charges`;
}

/**
 * Where our own matching starts suggesting the firm: our threshold, not the firm's minimum (`inUk`:
 * ukMatchingInWords in the matching feature, worked out from the rules; else the seed's amount),
 * and whom outside the UK it is suggested to (`abroad`: residenceMatchingInWords; the US and EU
 * rules take no amount threshold).
 */
export function matchingText(provider: Pick<Provider, "minimum" | "matchable">, abroad: string | null = null, inUk: string | null = null): string {
  const { minimum } = provider;
  switch (minimum.basis) {
    case "firm":
    case "matching":
      return `We suggest it ${inUk ?? `from ${formatMoney(minimum.amount)}`}${abroad ? `; ${abroad}` : ""}`;
    case "smaller-portfolios":
      return `We suggest it for less than £300k${abroad ? `; ${abroad}` : ""}`;
    case "not-matched":
      return abroad ? `We suggest it only ${abroad}` : "Not part of our matching";
  }
}

/** "Wealth manager", "Private bank": the kind of firm in sentence case. */
export function kindTitle(provider: Pick<Provider, "kind">): string {
  return provider.kind.charAt(0).toUpperCase() + provider.kind.slice(1);
}

/** The public view served by GET /api/providers. */
export function toSummary(provider: Provider): ProviderSummary {
  return {
    id: provider.id,
    name: provider.name,
    nameForSL: provider.nameForSL,
    blurb1: provider.blurb1,
    blurb2: provider.blurb2,
    blurb3: provider.blurb3,
    webAddress: provider.webAddress,
    image: provider.image,
    coverImage: provider.coverImage,
    labels: provider.labels,
    fcaFrn: provider.fcaFrn,
    fcaRegisterUrl: fcaRegisterUrl(provider),
    minimumInvestment: provider.firmMinimum,
    fees: provider.fees,
    feeSchedule: provider.feeSchedule,
    services: provider.services,
    offices: provider.offices,
    founded: provider.founded,
    wontTake: provider.wontTake,
    verifiedAt: provider.verifiedAt,
  };
}

// Keep the id list and the data in step: a provider missing from either is a bug.
if (providers.length !== PROVIDER_IDS.length) throw new Error("providers: data and PROVIDER_IDS disagree");
