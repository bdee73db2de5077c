/**
 * Hostile text for the validators: shapes that make backtracking patterns explode (long runs of
 * word characters with a bad ending, repeated separators, many "@", digits with commas, lone
 * surrogates, NUL and line ends), at every length up to `maxLength`. Deterministic, so a slow case
 * can be reproduced. Used by src/lib/validation.test.ts and by `npm run bench`.
 */
const SHAPES: ((n: number) => string)[] = [
  (n) => "a".repeat(n) + "!",
  (n) => "a".repeat(n) + "@",
  (n) => `a@${"a".repeat(n)}!`,
  (n) => `${"a.".repeat(n / 2)}@x`,
  (n) => `jane@${"a-".repeat(n / 2)}.c`,
  (n) => `${"a".repeat(n / 2)}@${"a".repeat(n / 2)}.${"c".repeat(4)}!`,
  (n) => `${"a+".repeat(n / 2)}@example.c0m`,
  (n) => "@".repeat(n),
  (n) => "-".repeat(n) + "a",
  (n) => "/".repeat(n) + "x",
  (n) => "1".repeat(n) + "x",
  (n) => `${"1,000".repeat(n / 5)}.5q`,
  (n) => `0${"7".repeat(n)}`,
  (n) => " ".repeat(n) + "\u0000",
  (n) => "\uD800".repeat(n),
  (n) => "Aa1!".repeat(n / 4) + "\n",
  (n) => `${"?utm_".repeat(n / 5)}=`,
  (n) => `${"<".repeat(n)}`,
];

/** `count` strings, lengths spread evenly from 1 to `maxLength`, every shape used in turn. */
export function hostileStrings(count = 10_000, maxLength = 10_000): string[] {
  const strings: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const length = 1 + Math.floor((i * maxLength) / count);
    const shape = SHAPES[i % SHAPES.length] as (n: number) => string;
    strings.push(shape(length).slice(0, maxLength));
  }
  return strings;
}

export type ValidatorTiming = { name: string; totalMs: number; slowestMs: number };

/** Runs each validator over every string; the total and the slowest single call, in milliseconds. */
export function timeValidators(validators: Record<string, (text: string) => unknown>, strings: string[]): ValidatorTiming[] {
  return Object.entries(validators).map(([name, validate]) => {
    let slowestMs = 0;
    const start = performance.now();
    for (const text of strings) {
      const before = performance.now();
      validate(text);
      slowestMs = Math.max(slowestMs, performance.now() - before);
    }
    return { name, totalMs: performance.now() - start, slowestMs };
  });
}
