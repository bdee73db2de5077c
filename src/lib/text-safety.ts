/**
 * Text the database cannot hold or that no person types: the NUL character (PostgreSQL text
 * refuses it) and UTF-16 surrogates without their pair (not valid Unicode, so not valid UTF-8).
 * Shared by the JSON routes (src/server/http.ts) and the form actions (validated-action.ts).
 */
export const UNSAFE_TEXT_MESSAGE = "must not contain NUL characters or broken Unicode";

/** True when `text` holds a NUL character or an unpaired surrogate. Linear in its length. */
export function hasUnsafeText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1; // a valid pair
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The path of the first string (value or object key) in a parsed JSON value that holds unsafe
 * text, as "a.b.0", or "body" for the top level; null when every string is safe. Walks with its
 * own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): string | null {
  type Node = { value: unknown; key: string | null; parent: Node | null };
  const pathOf = (node: Node | null): string => {
    const keys: string[] = [];
    for (let at = node; at && at.key !== null; at = at.parent) keys.push(at.key);
    return keys.length ? keys.reverse().join(".") : "body";
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const node = stack.pop() as Node;
    const item = node.value;
    if (typeof item === "string") {
      if (hasUnsafeText(item)) return pathOf(node);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) stack.push({ value: item[i], key: String(i), parent: node });
    } else if (typeof item === "object" && item !== null) {
      const entries = Object.entries(item);
      for (const [key] of entries) if (hasUnsafeText(key)) return pathOf(node);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

/**
 * A web address's telltales: a scheme, "www.", a domain followed by a path, or a domain ending in
 * one of the commonest top-level names ("saltus-renew.com"). One in a name would be written into
 * the greeting of a mail, and one in a reason into a mail to the other side, where mail programs
 * make it a link. Linear in the text's length.
 */
const WEB_ADDRESS = /:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}\/|[a-z0-9-]\.(?:com|net|org|info|biz|io|uk|app|xyz|online|site|link)\b/i;

/**
 * Whether a word, without what surrounds it, reads as an e-mail address: text, "@", then a domain
 * with a dot inside it ("ann@example.co.uk").
 */
function isEmailAddress(word: string): boolean {
  const at = word.indexOf("@");
  return at > 0 && word.indexOf(".", at) > at + 1 && !word.endsWith(".");
}

/**
 * A word that is an e-mail address and nothing more ("help@firm.co.uk"): one "@" inside it, and no
 * scheme, path or "www." that a web address would bring.
 */
function isEmailAddressOnly(word: string): boolean {
  return isEmailAddress(word) && word.indexOf("@") === word.lastIndexOf("@") && !word.includes("/") && !word.includes(":") && !/www\./i.test(word);
}

/** A word without the brackets, quotes and punctuation around it: "(help@firm.com)," → "help@firm.com". */
function unwrapped(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && "(<\"'".includes(word[start]!)) start += 1;
  while (end > start && ")>\"'.,;!?".includes(word[end - 1]!)) end -= 1;
  return word.slice(start, end);
}

/**
 * Whether `text` holds a web address (see WEB_ADDRESS). With `emailAddresses: "allowed"` (a reason
 * the other side is e-mailed, where "write to help@firm.co.uk" is a fair thing to say) words that
 * are e-mail addresses and nothing more are left out first; a name never allows them.
 */
export function hasWebAddress(text: string, options: { emailAddresses?: "allowed" } = {}): boolean {
  if (options.emailAddresses !== "allowed" || !text.includes("@")) return WEB_ADDRESS.test(text);
  return WEB_ADDRESS.test(
    text
      .split(/\s+/)
      .filter((word) => !isEmailAddressOnly(unwrapped(word)))
      .join(" "),
  );
}

/**
 * Runs of the characters a phone number is written with: digits, spaces, "+", brackets and dashes.
 * Not dots, so that dates in a row ("03.04.2024 - 10.04.2024") stay apart.
 */
const NUMBER_RUN = /[\d+()\- ]+/g;

/**
 * Whether `text` holds what reads as a phone number: a run of at least ten digits, written with
 * spaces, brackets or dashes between them, starting "0", "+" or "(" as phone numbers do
 * ("07911 123456", "+44 20 7946 0321", "(212) 555-1234"; a dash or spaces before it, as in
 * "Call me - 07911 123456", are not part of it), so that years and sums in a row do not count.
 * Linear in the text's length.
 */
export function hasPhoneNumber(text: string): boolean {
  for (const run of text.match(NUMBER_RUN) ?? []) {
    const written = run.replace(/^[\s-]+/, "");
    if (!"0+(".includes(written[0] ?? "x")) continue;
    let digits = 0;
    for (const character of written) if (character >= "0" && character <= "9") digits += 1;
    if (digits >= 10) return true;
  }
  return false;
}

/** Whether `text` holds an e-mail address ("ann@example.co.uk") as one of its words. */
export function hasEmailAddress(text: string): boolean {
  return text.includes("@") && text.split(/\s+/).some((word) => isEmailAddress(unwrapped(word)));
}

/** Text published for anyone to read (a review, a firm's reply): no way to reach a person in it. */
export function hasContactDetails(text: string): boolean {
  return hasEmailAddress(text) || hasPhoneNumber(text) || hasWebAddress(text);
}
