/**
 * "How your matches were chosen", said honestly: which firms were eligible and why, how the places
 * were filled (docs/product.md, "Matching": fixed members, then fit order, then at random only among
 * firms that fit equally well), and the rule that made each other firm ineligible. Pure.
 */
import { AMOUNT_SPANS, eligibleAt, fillPlaces, fitScore, residenceClass, type AskedService, type MatchRule } from "@/features/matching";
import type { Provider } from "@/features/providers";
import type { FormData } from "@/lib/form-data";
import { formatMoney } from "@/lib/money";
import type { StatedAmount } from "@/lib/stated-amount";
import { listInWords } from "@/lib/words";
import { ASKED_WORDS, amountInWords } from "./fit-reasons";

export interface HowChosen {
  /** Why these firms were eligible, and how the places were filled. */
  steps: string[];
  /** Eligible firms not shown this time. */
  alsoEligible: string | null;
  /** Why the remaining firms were not eligible, one line each. */
  ineligible: string[];
  /**
   * For anyone matched by where they live outside the United States: that a US citizen's tax
   * follows them, which the residence rules cannot see. Null for US residents, and in the partner
   * flow, which asks about ties to the United States itself.
   */
  usPersons: string | null;
}

const US_PERSONS =
  "We match by where you are resident for tax, not by nationality. If you are a US citizen or hold a US green card, US tax rules apply to you wherever you live, and some firms do not take on clients in that position: ask each firm before you go further.";

interface PoolLike {
  rule: MatchRule;
  fixed: readonly string[];
  choices: readonly string[];
  count: number | null;
}

/** A firm as the explanation needs it: its id, its name in a sentence and the services it offers. */
type Firm = { id: string; nameForSL: string; services: readonly string[] };

const WHY_ELIGIBLE: Record<MatchRule, string> = {
  us: "You are resident in the United States for tax, so the eligible firms were those on our panel that take on US residents",
  eu: "You are resident in an EU country for tax, so the eligible firms were those on our panel that take on EU residents",
  default: "You didn't give us an amount, so firms from our wider panel were eligible, without checking their minimums",
  "under-300k": "With less than £300k to invest, the eligible firms were the financial advisers on our panel who work with smaller amounts",
  "private-banking": "You asked for private banking, so the eligible firms were those we match for it with less than £2m",
  "private-banking-2m": "You asked for private banking, so the eligible firms were those we match for it with £2m or more",
  "300k-500k": "For £300k to under £500k, the eligible firms were those we match for amounts of that size",
  "500k-1m": "For £500k to under £1m, the eligible firms were those we match for amounts of that size",
  "1m-2m": "For £1m to under £2m, the eligible firms were those we match for amounts of that size",
  "2m-plus": "For £2m or more, the eligible firms were our full panel, including private banks",
};

/** The partner flow asks which countries a customer is connected to, not where they live. */
const WHY_ELIGIBLE_CONNECTED: Partial<Record<MatchRule, string>> = {
  us: "You told us you are connected to the United States, so the eligible firms were those on our panel that take on clients with ties to it",
  eu: "You told us you are connected to the EU, so the eligible firms were those on our panel that take on clients with ties to it",
};

const NOT_A_RANKING = "The order shown is not a ranking, and what a firm pays us makes no difference to its chance.";

function placesStep(input: { fixedCount: number; open: number; candidates: readonly Firm[]; asked: readonly AskedService[]; askedFor: Partial<Record<AskedService, string>> }): string[] {
  const { fixedCount, open, candidates, asked, askedFor } = input;
  // The engine's own account of how it filled the places (fillPlaces, which pickByFit follows).
  const score = (firm: Firm) => fitScore(firm.services, asked);
  const { whole, drawnFrom, drawn } = fillPlaces(candidates, open, score);
  const byFit = whole.flat();
  const other = fixedCount > 0 ? "other " : "";
  const services = asked.map((service) => (askedFor[service] ? `${ASKED_WORDS[service]} (${askedFor[service]})` : ASKED_WORDS[service]));
  // "By our records": what a firm offers is what we hold, verified or not (docs/product.md, "Results").
  const fitFirst = `Places go first to firms that, by our records, offer more of the services that match what you asked for: ${listInWords(services)}.`;
  // Fit order decided something only when some firms were chosen over others for what they offer.
  const fitDecided = byFit.length > 0;
  const steps: string[] = [];
  if (fitDecided) {
    const names = listInWords(byFit.map((f) => f.nameForSL));
    const one = byFit.length === 1;
    const which = fixedCount > 0 ? (open === 1 ? "the remaining place" : "the remaining places") : open === 1 ? "the place" : "the places";
    const took = drawnFrom.length === 0 ? `so ${which} went to ${one ? "it" : "them"}` : `so ${one ? "it was" : "they were"} chosen first`;
    steps.push(`${fitFirst} ${names} ${one ? "offers" : "offer"} more of them than the firms left out, ${took}.`);
  }
  // Fit order may also have narrowed the draw (whether or not it took firms whole): name those it left out.
  const leftOut = candidates.filter((firm) => !byFit.includes(firm) && !drawnFrom.includes(firm));
  if (drawnFrom.length > 0 && leftOut.length > 0) {
    const one = leftOut.length === 1;
    const offerNone = leftOut.every((firm) => score(firm) === 0);
    // After a sentence on the firms chosen first, "fewer" needs its comparison: the firms drawn from.
    const fewer = fitDecided ? `fewer of them than ${listInWords(drawnFrom.map((f) => f.nameForSL))}` : "fewer of them";
    const offer = !offerNone ? `${one ? "offers" : "offer"} ${fewer}` : asked.length === 1 ? `${one ? "doesn't" : "don't"} offer it` : `${one ? "offers" : "offer"} none of them`;
    steps.push(`${fitDecided ? "" : `${fitFirst} `}${listInWords(leftOut.map((f) => f.nameForSL))} ${offer}, so ${one ? "it was" : "they were"} left out of the draw.`);
  }
  if (drawnFrom.length === 0) {
    steps.push(`No random choice was needed: someone with the same answers sees the same firms. ${NOT_A_RANKING}`);
    return steps;
  }
  const pool = fitDecided || drawnFrom.length < candidates.length ? `from ${listInWords(drawnFrom.map((f) => f.nameForSL))}, which fit what you asked for equally well` : `from the ${other}eligible firms`;
  const places = fitDecided || fixedCount > 0 ? (drawn === 1 ? "The remaining place was" : `The remaining ${drawn} places were`) : drawn === 1 ? "The place was" : `The ${drawn} places were`;
  steps.push(`${places} filled at random ${pool}, so they take turns: someone with the same answers may see different firms. ${NOT_A_RANKING}`);
  return steps;
}

/** The amounts at which a firm would be eligible with these answers otherwise unchanged, in words ("only from £500k"), or null when at none. */
function eligibleAmounts(answers: FormData, id: string): string | null {
  const ranges: { min: number; max: number | null; above: boolean }[] = [];
  for (const span of AMOUNT_SPANS) {
    if (!(eligibleAt(answers, span.probe) as string[]).includes(id)) continue;
    const last = ranges.at(-1);
    if (last && last.max === span.min) last.max = span.max;
    else ranges.push({ min: span.min, max: span.max, above: span.above === true });
  }
  if (ranges.length === 0) return null;
  const words = ranges.map(({ min, max, above }) => {
    if (min === 0 && max !== null) return `for less than ${formatMoney(max)}`;
    if (max === null) return `${above ? "above" : "from"} ${formatMoney(min)}`;
    return `from ${formatMoney(min)} to under ${formatMoney(max)}`;
  });
  return `only ${words.join(" or ")}`;
}

/** What in the answers, besides the amount, decides the pool: where the visitor is resident for tax, or private banking. */
function qualifier(answers: FormData, connected: boolean): string | null {
  const residence = residenceClass(answers);
  if (residence === "us") return connected ? "for customers connected to the United States" : "for people resident in the United States";
  if (residence === "eu") return connected ? "for customers connected to the EU" : "for people resident in the EU";
  if (answers.otherInfo === "Yes") return "when private banking is wanted";
  return null;
}

/**
 * Why each firm outside the visitor's pool was not eligible, grouped by the same rule: the amounts
 * at which we match it for answers like theirs, or that we do not match it for where they live.
 */
export function outsidePoolReasons(input: { answers: FormData; stated: StatedAmount; outsidePool: readonly Pick<Provider, "id" | "nameForSL">[]; connected?: boolean }): string[] {
  const { answers, stated, outsidePool, connected = false } = input;
  const groups = new Map<string, string[]>();
  for (const firm of outsidePool) {
    const key = eligibleAmounts(answers, firm.id) ?? "";
    groups.set(key, [...(groups.get(key) ?? []), firm.nameForSL]);
  }
  const when = qualifier(answers, connected);
  const amount = amountInWords(stated);
  const told = amount ? `you told us ${amount}` : "you didn't give us an amount";
  return [...groups].map(([amounts, names]) => {
    if (amounts === "") return `We don't match ${listInWords(names)} ${when ?? "for answers like yours"}.`;
    const rule = `we match ${listInWords(names)} ${amounts}`;
    return when ? `${capitalise(when)}, ${rule}; ${told}.` : `${capitalise(rule)}; ${told}.`;
  });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function howChosen(input: {
  pool: PoolLike;
  matched: readonly Firm[];
  others: readonly Firm[];
  /** The services the visitor asked for (askedServices), which put firms in fit order. */
  asked: readonly AskedService[];
  /** What each asked service is for, in the visitor's words (askedServicesFor): they chose areas, not services. */
  askedFor?: Partial<Record<AskedService, string>>;
  excluded: readonly string[];
  /** Why each firm outside the pool was not eligible (outsidePoolReasons). */
  outside: readonly string[];
  nameOf: (id: string) => string;
  /** True in the partner flow (see WHY_ELIGIBLE_CONNECTED). */
  connected?: boolean;
  /**
   * The country a visitor lives in outside the UK, the US and the EU, by name: our matching has
   * no rule of its own for it, and the explanation says so.
   */
  livesElsewhere?: string | null;
}): HowChosen {
  const { pool, matched, others, asked, askedFor = {}, excluded, outside, nameOf, connected = false, livesElsewhere = null } = input;
  const chosenIds = new Set<string>(matched.map((p) => p.id));
  const fixedIds = new Set(pool.fixed.filter((id) => chosenIds.has(id)));
  const fixed = [...fixedIds].map(nameOf);
  const eligibleCount = matched.length + others.length;
  const why = (connected ? WHY_ELIGIBLE_CONNECTED[pool.rule] : undefined) ?? WHY_ELIGIBLE[pool.rule];
  const steps = [`${why}: ${listInWords([...matched, ...others].map((p) => p.nameForSL))}.`];
  if (livesElsewhere) {
    steps.push(
      `Our matching has rules of its own for people resident in the United States or the EU, but not for those resident in ${livesElsewhere}, so you were matched as someone resident in the UK would be. Some firms take on few clients who live abroad, or none: before you go further, ask each firm whether it can take you on while you are resident in ${livesElsewhere}.`,
    );
  }
  if (fixed.length > 0) steps.push(`Our rules always include ${listInWords(fixed)} for answers like yours.`);
  if (pool.count === null || eligibleCount <= matched.length) {
    steps.push(eligibleCount === 1 ? "Only one firm was eligible, so it is shown." : "Every eligible firm is shown.");
  } else {
    const open = matched.filter((p) => !fixedIds.has(p.id));
    steps.push(...placesStep({ fixedCount: fixed.length, open: open.length, candidates: [...open, ...others], asked, askedFor }));
  }
  return {
    steps,
    alsoEligible: others.length > 0 ? `Eligible, but not shown this time: ${listInWords(others.map((p) => p.nameForSL))}.` : null,
    ineligible: [...excluded, ...outside],
    usPersons: connected || pool.rule === "us" ? null : US_PERSONS,
  };
}
