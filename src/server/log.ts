/**
 * Failure logging without personal data. An error's message can carry what the visitor typed
 * (a failed query lists its parameters; a database error's detail quotes the row), so the log
 * gets the context (which names ids only), the error's name and code, its message up to any
 * parameter list, and the stack frames: never the values.
 */
interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function describe(error: unknown, depth = 0): string {
  if (typeof error !== "object" || error === null) return typeof error;
  const e = error as ErrorLike;
  const name = typeof e.name === "string" ? e.name : "Error";
  const code = typeof e.code === "string" || typeof e.code === "number" ? ` [${e.code}]` : "";
  // "Failed query: <sql with $1 placeholders>\nparams: <values>": keep the statement only.
  let message = typeof e.message === "string" ? (e.message.split(/\bparams:/)[0] ?? "").trim().slice(0, 500) : "";
  // A database error's message may quote the value it refused ('invalid input syntax … "…"'):
  // its SQLSTATE code and the names of what it concerns say enough.
  if (typeof e.code === "string" && SQLSTATE.test(e.code)) {
    message = ["table", "column", "constraint"]
      .map((field) => [field, (e as Record<string, unknown>)[field]])
      .filter(([, value]) => typeof value === "string")
      .map(([field, value]) => `${String(field)}=${String(value)}`)
      .join(" ");
  }
  const frames = typeof e.stack === "string" ? e.stack.split("\n").filter((line) => line.trimStart().startsWith("at ")).slice(0, 8).join("\n") : "";
  const cause = depth < 3 && e.cause !== undefined ? `\ncaused by ${describe(e.cause, depth + 1)}` : "";
  return `${name}${code}: ${message}${frames ? `\n${frames}` : ""}${cause}`;
}

/** Logs a failure under `context` (ids only, never names, e-mail addresses or phone numbers). */
export function logFailure(context: string, error: unknown): void {
  console.error(`[${context}] failed: ${describe(error)}`);
}

export { describe as describeError };
