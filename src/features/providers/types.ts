import { MATCHABLE_IDS } from "@/features/matching";

/** SPEC §9's provider capability labels, in the order they are shown. */
export const CAPABILITY_LABELS = ["im", "fp", "pb", "offshore", "us", "eu", "wont"] as const;

export type CapabilityLabel = (typeof CAPABILITY_LABELS)[number];

export const CAPABILITY_TITLES: Record<CapabilityLabel, string> = {
  im: "Investment management",
  fp: "Financial planning",
  pb: "Private banking",
  offshore: "Offshore capabilities",
  us: "US Citizens",
  eu: "EU Citizens",
  wont: "Who they won't take",
};

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

/** One provider as the site shows it (SPEC §1's fields plus what the directory needs). */
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
}

/** The public view of a provider (GET /api/providers). */
export interface ProviderSummary
  extends Pick<Provider, "id" | "name" | "nameForSL" | "blurb1" | "blurb2" | "blurb3" | "webAddress" | "image" | "coverImage" | "labels" | "fcaFrn" | "wontTake"> {
  fcaRegisterUrl: string;
  minimumInvestment: number | null;
}
