/**
 * "How your matches were chosen", said honestly: which firms were eligible and why,
 * that the places were filled at random (docs/product.md, "Matching") so eligible firms take turns, and what
 * made the other firms ineligible. Pure.
 */
import type { MatchRule } from "@/features/matching";
import type { Provider } from "@/features/providers";
import { listInWords } from "./fit-reasons";

export interface HowChosen {
  /** Why these firms were eligible, and how the places were filled. */
  steps: string[];
  /** Eligible firms not shown this time. */
  alsoEligible: string | null;
  /** Why the remaining firms were not eligible, one line each. */
  ineligible: string[];
}

interface PoolLike {
  rule: MatchRule;
  fixed: readonly string[];
  choices: readonly string[];
  count: number | null;
}

const WHY_ELIGIBLE: Record<MatchRule, string> = {
  us: "You live in the United States, so the eligible firms were those on our panel that take on US residents",
  eu: "You live in the EU, so the eligible firms were those on our panel that take on EU residents",
  default: "You didn't give us an amount, so firms from our wider panel were eligible, without checking their minimums",
  "under-300k": "With less than £300k to invest, the eligible firms were the financial advisers on our panel who work with smaller amounts",
  "private-banking": "You asked for private banking, so the eligible firms were those we match for it with less than £2m",
  "private-banking-2m": "You asked for private banking, so the eligible firms were those we match for it with £2m or more",
  "300k-500k": "For £300k to under £500k, the eligible firms were those we match for amounts of that size",
  "500k-1m": "For £500k to under £1m, the eligible firms were those we match for amounts of that size",
  "1m-2m": "For £1m to under £2m, the eligible firms were those we match for amounts of that size",
  "2m-plus": "For £2m or more, the eligible firms were our full panel, including private banks",
};

export function howChosen(input: {
  pool: PoolLike;
  matched: readonly Pick<Provider, "id" | "nameForSL">[];
  others: readonly Pick<Provider, "nameForSL">[];
  excluded: readonly string[];
  outsidePool: readonly Pick<Provider, "nameForSL">[];
  nameOf: (id: string) => string;
}): HowChosen {
  const { pool, matched, others, excluded, outsidePool, nameOf } = input;
  const chosenIds = new Set<string>(matched.map((p) => p.id));
  const fixed = pool.fixed.filter((id) => chosenIds.has(id)).map(nameOf);
  const eligibleCount = matched.length + others.length;
  const steps = [`${WHY_ELIGIBLE[pool.rule]}: ${listInWords([...matched, ...others].map((p) => p.nameForSL))}.`];
  if (fixed.length > 0) steps.push(`Our rules always include ${listInWords(fixed)} for answers like yours.`);
  if (pool.count === null || eligibleCount <= matched.length) {
    steps.push(eligibleCount === 1 ? "Only one firm was eligible, so it is shown." : "Every eligible firm is shown.");
  } else {
    const open = matched.length - fixed.length;
    const places = fixed.length === 0 ? `The ${open} places were filled at random from the eligible firms` : `The ${open === 1 ? "remaining place was" : `remaining ${open} places were`} filled at random from the other eligible firms`;
    steps.push(`${places}, so they take turns: someone with the same answers may see different firms. The order shown is not a ranking, and what a firm pays us makes no difference to its chance.`);
  }
  return {
    steps,
    alsoEligible: others.length > 0 ? `Also eligible this time: ${listInWords(others.map((p) => p.nameForSL))}.` : null,
    ineligible: [
      ...excluded,
      ...(outsidePool.length > 0
        ? [`${listInWords(outsidePool.map((p) => p.nameForSL))} ${outsidePool.length === 1 ? "is" : "are"} not among the firms we match for answers like yours.`]
        : []),
    ],
  };
}
