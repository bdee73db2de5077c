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
  let message = typeof e.message === "string" ? messageWithoutValues(e.message).slice(0, 500) : "";
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
  return `${escapeControl(name)}${escapeControl(code)}: ${escapeControl(message)}${frames ? `\n${escapeControl(frames, true)}` : ""}${cause}`;
}

// What may stand around an e-mail address in a message: spaces, brackets, quotes and separators.
const AROUND_ADDRESS = /([\s<>()[\]{}"'`,;]+)/;

/**
 * `text` with every word that holds an "@" written as "[address]": a mail server's refusal quotes
 * the recipient ("550 <ann@example.com>: no such user"). Split on one character class, then a
 * plain test of each piece: linear in the text's length, whatever it holds.
 */
export function withoutAddresses(text: string): string {
  if (!text.includes("@")) return text;
  return text
    .split(AROUND_ADDRESS)
    .map((piece) => (piece.includes("@") ? "[address]" : piece))
    .join("");
}

/**
 * An error's message without the values it may quote: a failed query's parameters ("Failed query:
 * <sql with $1 placeholders>\nparams: <values>" keeps the statement only) and any e-mail address.
 */
export function messageWithoutValues(message: string): string {
  return withoutAddresses((message.split(/\bparams:/)[0] ?? "").trim());
}

// Line ends, other C0 and C1 controls, and the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Text for one log line: every control character written as an escape (`\r`, `\n`, `\u001b`), so
 * text from a request (a redirect address, a header) can never end the line and forge another, or
 * colour a terminal. With `keepLineEnds`, "\n" is kept (a stack trace's frames are our own lines).
 */
export function escapeControl(text: string, keepLineEnds = false): string {
  return text.replace(CONTROL, (character) =>
    keepLineEnds && character === "\n" ? character : (NAMED[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`),
  );
}

/** Logs a failure under `context` (ids only, never names, e-mail addresses or phone numbers). */
export function logFailure(context: string, error: unknown): void {
  console.error(`[${escapeControl(context)}] failed: ${describe(error)}`);
}

/** A value passed to a library's logger, as text for one line (an error through `describe`). */
function logArgument(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return describe(value);
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 2000);
  } catch {
    return String(value);
  }
}

/**
 * One line of a library's log (Better Auth's): `[scope] level: message args`, every part escaped,
 * so what a request carried (a `redirectTo` with a line break) stays inside its line.
 */
export function logLibraryLine(scope: string, level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]): void {
  const line = [message.trimEnd(), ...args.map(logArgument)].map((part) => escapeControl(part)).join(" ");
  const text = `[${escapeControl(scope)}] ${level}: ${line}`;
  if (level === "error") console.error(text);
  else if (level === "warn") console.warn(text);
  else console.log(text);
}
