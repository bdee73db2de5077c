import { MATCHABLE_IDS } from "@/features/matching";
import type { FeeSchedule } from "./fees";

/** The provider capability labels, in the order they are shown (docs/product.md, "Constants"). */
export const CAPABILITY_LABELS = ["im", "fp", "pb", "offshore", "us", "eu", "wont"] as const;

export type CapabilityLabel = (typeof CAPABILITY_LABELS)[number];

export const CAPABILITY_TITLES: Record<CapabilityLabel, string> = {
  im: "Investment management",
  fp: "Financial planning",
  pb: "Private banking",
  offshore: "Offshore capabilities",
  us: "Takes US residents",
  eu: "Takes EU residents",
  wont: "Who they won't take",
};

/** What a firm offers, as the profile lists it and the results' reasons read it. */
export const SERVICES = [
  "investment-management",
  "financial-planning",
  "pensions",
  "tax-planning",
  "business-sale",
  "private-banking",
  "offshore",
  "ethical",
] as const;

export type Service = (typeof SERVICES)[number];

export const SERVICE_TITLES: Record<Service, string> = {
  "investment-management": "Investment management",
  "financial-planning": "Financial planning",
  pensions: "Pension advice",
  "tax-planning": "Tax and inheritance planning",
  "business-sale": "Advice for business owners selling a company",
  "private-banking": "Private banking",
  offshore: "Offshore services",
  ethical: "Ethical or sustainable investing",
};

/** The facts kept in the database and edited at /sales-portal/providers/{id} (docs/product.md, "Provider facts"). */
export const FACT_KEYS = [
  "name",
  "nameForSL",
  "blurb1",
  "blurb2",
  "blurb3",
  "fees",
  "feeSchedule",
  "firmMinimum",
  "services",
  "labels",
  "fcaFrn",
  "webAddress",
  "offices",
  "founded",
  "wontTake",
  "imageAlt",
  "coverImageAlt",
] as const;

export type FactKey = (typeof FACT_KEYS)[number];

/** Every provider in the directory: the firms the matching engine can suggest, then directory-only ones. */
export const PROVIDER_IDS = [...MATCHABLE_IDS, "brooks", "capital", "investec", "wealthify"] as const;

export type ProviderId = (typeof PROVIDER_IDS)[number];

export type ProviderKind = "wealth manager" | "private bank" | "financial adviser" | "family office" | "digital investing app";

export interface ProviderImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The smallest investable amount at which the firm is offered. `firm` minimums are the firm's
 * own policy as our matching rules state it; `matching` minimums are only where our own rules
 * start offering the firm to UK residents.
 */
export type ProviderMinimum =
  | { amount: number; basis: "firm" | "matching" }
  | { amount: null; basis: "smaller-portfolios" | "not-matched" };

/** One provider as the site shows it (its public facts plus what the directory needs). */
export interface Provider {
  id: ProviderId;
  kind: ProviderKind;
  name: string;
  /** The short name used inside sentences. */
  nameForSL: string;
  blurb1: string;
  blurb2: string;
  blurb3: string;
  /** The firm's own website, or null until the operator has confirmed it. */
  webAddress: string | null;
  image: ProviderImage;
  coverImage: ProviderImage;
  labels: CapabilityLabel[];
  /** The FCA firm reference number, only where it has been confirmed; otherwise null. */
  fcaFrn: string | null;
  minimum: ProviderMinimum;
  /** Who the firm won't take, in plain words; null when our rules know of no restriction. */
  wontTake: string | null;
  /** Whether our matching engine can suggest the firm, or it is listed in the directory only. */
  matchable: boolean;
  /** How the firm charges, in its own published terms; null until verified. */
  fees: string | null;
  /** The firm's charges as data, from its own published tariff; null when none is known. */
  feeSchedule: FeeSchedule | null;
  /** The firm's own minimum investment in pounds (not our matching threshold); null when not known. */
  firmMinimum: number | null;
  services: Service[];
  /** Where the firm has offices, in words; null until verified. */
  offices: string | null;
  /** The year the firm (or its oldest predecessor it names) was founded; null until verified. */
  founded: number | null;
  /** When each fact was last verified (ISO date-time); a fact missing here has not been verified. */
  verifiedAt: Partial<Record<FactKey, string>>;
  /** When the facts were last changed, or null when they are still the seed. */
  updatedAt: string | null;
}

/** The public view of a provider (GET /api/providers). */
export interface ProviderSummary
  extends Pick<Provider, "id" | "name" | "nameForSL" | "blurb1" | "blurb2" | "blurb3" | "webAddress" | "image" | "coverImage" | "labels" | "fcaFrn" | "wontTake"> {
  fcaRegisterUrl: string;
  /** The firm's own minimum investment, or null when not yet verified. */
  minimumInvestment: number | null;
  fees: string | null;
  feeSchedule: FeeSchedule | null;
  services: Service[];
  offices: string | null;
  founded: number | null;
  verifiedAt: Partial<Record<FactKey, string>>;
}

/** Firms' names as an admin last published them (loadProviderNames); an unknown id names itself. */
export interface ProviderNames {
  /** The short name used inside sentences (nameForSL). */
  short(id: string): string;
  /** The firm's full name. */
  full(id: string): string;
}
