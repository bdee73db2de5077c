/**
 * How reviews are shown (docs/reviews.md). Pure.
 */

export interface RatingSummary {
  count: number;
  /** Mean rating to one decimal place; null without reviews. */
  average: number | null;
  /** How many reviews gave each rating, 5 stars first. */
  distribution: { stars: 1 | 2 | 3 | 4 | 5; count: number }[];
}

export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const valid = ratings.filter((r) => Number.isInteger(r) && r >= 1 && r <= 5);
  const distribution = ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: valid.filter((r) => r === stars).length }));
  const average = valid.length === 0 ? null : Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 10) / 10;
  return { count: valid.length, average, distribution };
}

/** The name a review is published under: the first name and the initial of the last name. */
export function publishedName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? "";
  const initial = Array.from(lastName.trim())[0]?.toUpperCase() ?? "";
  const shown = first ? `${Array.from(first)[0]!.toUpperCase()}${Array.from(first).slice(1).join("")}` : "An investor";
  return initial ? `${shown} ${initial}.` : shown;
}

export const REMOVAL_WORDS = {
  abusive: "Abusive or threatening",
  "personal-data": "Contains personal data",
  "not-about-the-firm": "Not about the firm or its service",
} as const;
