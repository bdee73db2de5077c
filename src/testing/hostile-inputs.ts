/**
 * Hostile text for the validators: shapes that make backtracking patterns explode (long runs of
 * word characters with a bad ending, repeated separators, many "@", digits with commas, lone
 * surrogates, NUL and line ends), at every length up to `maxLength`. Deterministic, so a slow case
 * can be reproduced. Used by src/lib/validation.test.ts and by `npm run bench`.
 *
 * Below them, the corpus of hostile requests that e2e/hostile-requests.spec.ts sends to every route
 * handler, page and server action: none may answer with a 5xx.
 */
import { trackedVisit } from "./tracking";

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

/* ---------- Hostile requests: the corpus the request fuzz (e2e/hostile-requests.spec.ts) sends ---------- */

/** Percent-encodings a path segment may not hold (each once made a dynamic route fail with 500). */
export const BAD_PERCENT_ENCODINGS = ["%zz", "%", "%E0%A4%A", "%c0%af", "%ff%fe", "a%2", "%%", "%u0041", "%0"];

/**
 * Nested `depth` deep: a bare array, or an object whose `email` field nests arrays and one object
 * (each once gave 500 on the auth routes; 5,000 deep stays under their 16 KB cap).
 */
export const deepJson = (depth: number, kind: "array" | "object" = "array"): string =>
  kind === "array" ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `{"email":${"[".repeat(depth)}{"a":1}${"]".repeat(depth)},"password":"x"}`;

/** Times that are not a date and time of this era in ISO 8601 form (each once gave 503 from /api/tracking). */
export const HOSTILE_TIMES = [
  "0000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "1900-01-01T00:00:00Z", "-000001-01-01T00:00:00Z", "+275760-09-13T00:00:00Z",
  "2026-02-31T10:00:00Z", "2026-11-27 10:00:00", "27/11/2026", "yesterday", "", "2026-11-27T10:00:00+99:99", "NaN", "1e309",
];

/** A tracking batch whose first visit has `time` as its startTime or endTime. */
export function trackingBatchWithTime(field: "startTime" | "endTime", time: string): Record<string, unknown> {
  const now = Date.now();
  return {
    device: "Desktop",
    visits: [{ ...trackedVisit("site.test/", { elapsedTime: 1, start: now - 2000, end: now }), [field]: time }],
    scrollStops: [],
  };
}

/** Text no form sends, for any field: line breaks (header and log forging), NUL, broken Unicode, length. */
export const HOSTILE_FIELD_VALUES = [
  "saltus\r\nSet-Cookie: a=b",
  "x\r\n[auth] forged log line",
  "\u0000",
  "\ud800",
  "%zz",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  "=1+2",
  "a".repeat(20_000),
  "{\"$$typeof\":1}",
  "$K1",
  "$@0",
];

/** Bodies for every route handler and method: not JSON, the wrong JSON, too deep, too large, hostile text. */
export function hostileJsonBodies(): { name: string; body: string; contentType: string }[] {
  const json = "application/json";
  return [
    { name: "empty", body: "", contentType: json },
    { name: "not JSON", body: "{oops", contentType: json },
    { name: "null", body: "null", contentType: json },
    { name: "a number", body: "1e309", contentType: json },
    { name: "an array", body: "[1,2,3]", contentType: json },
    { name: "5,000-deep array", body: deepJson(5000), contentType: json },
    { name: "5,000-deep object", body: deepJson(5000, "object"), contentType: json },
    { name: "2 MB", body: `{"x":"${"a".repeat(2 * 1024 * 1024)}"}`, contentType: json },
    { name: "NUL and lone surrogate escapes", body: '{"email":"a\\u0000@b.c","name":"\\ud800","providerId":"saltus"}', contentType: json },
    { name: "CRLF in every usual field", body: JSON.stringify(Object.fromEntries(["providerId", "introductionId", "email", "name", "firstName", "lastName", "redirectTo", "callbackURL", "token", "password", "message", "phoneNumber"].map((field) => [field, HOSTILE_FIELD_VALUES[0]]))), contentType: json },
    { name: "redirectTo with CRLF", body: JSON.stringify({ email: "nobody@example.com", redirectTo: "http://evil.example/\r\n[auth] forged" }), contentType: json },
    { name: "prototype keys", body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', contentType: json },
    { name: "text/plain", body: "{}", contentType: "text/plain" },
    { name: "form", body: "a=1&b=%zz", contentType: "application/x-www-form-urlencoded" },
    { name: "non-ISO startTime", body: JSON.stringify(trackingBatchWithTime("startTime", "0000-01-01T00:00:00Z")), contentType: json },
    { name: "non-ISO endTime", body: JSON.stringify(trackingBatchWithTime("endTime", "2026-02-31T10:00:00Z")), contentType: json },
  ];
}
