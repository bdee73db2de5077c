import type { Experiment, Variant } from "./experiments";

/** The cookie that keeps each visitor's variants (analytics category: set only after consent). */
export const AB_COOKIE = "wm_ab";
export const AB_COOKIE_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** Picks a variant by weight; `random` is in [0, 1). */
export function pickVariant(experiment: Experiment, random: number): Variant {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = random * total;
  for (const variant of experiment.variants) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return experiment.variants[experiment.variants.length - 1] ?? experiment.variants[0];
}

/** `title:variant|title:variant`; unknown or malformed parts are ignored. */
export function parseAssignments(value: string | undefined): Record<string, string> {
  const assignments: Record<string, string> = {};
  for (const part of (value ?? "").split("|")) {
    const match = /^([a-z0-9-]{1,60}):([a-z0-9-]{1,60})$/.exec(part);
    if (match?.[1] && match[2]) assignments[match[1]] = match[2];
  }
  return assignments;
}

export function serialiseAssignments(assignments: Record<string, string>): string {
  return Object.entries(assignments)
    .map(([title, variant]) => `${title}:${variant}`)
    .join("|");
}

/** The visitor's sticky variant: the one already assigned if still declared, else a new pick. */
export function assignVariant(experiment: Experiment, assignments: Record<string, string>, random: number): { variant: Variant; isNew: boolean } {
  const existing = experiment.variants.find((variant) => variant.name === assignments[experiment.title]);
  return existing ? { variant: existing, isNew: false } : { variant: pickVariant(experiment, random), isNew: true };
}
