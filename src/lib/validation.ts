import "./zod-config";
import { getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { hasWebAddress } from "./text-safety";

/**
 * Field rules shared by every form and route (docs/product.md, "Leads, accounts and roles"). Messages name the field so
 * a visitor knows what to fix.
 */

/**
 * The e-mail rule, checked in one pass over the text (no regular expression, so no input can make it
 * backtrack). It accepts exactly what these two patterns accept, without their exponential cost:
 *   the usual form:  /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/
 *   widened:         /^\w+([.+-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,63})+$/ (plus-tags, longer top-level domains)
 * Both come down to: runs of word characters (A-Z a-z 0-9 _) joined by single separators (. or -,
 * and + before the @ in the wider one), and a domain whose last separator is a dot followed by the
 * top-level part: 2-3 word characters (usual) or 2-63 letters (widened). The site uses the widened
 * rule (docs/product.md, "Leads, accounts and roles").
 */
export const EMAIL_MAX_LENGTH = 254;

const isWordCode = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isLetterCode = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Word runs joined by single separators from `separators`; reports whether a "+" was used. */
function scanWords(text: string, from: number, to: number, separators: string): { ok: boolean; plus: boolean } {
  let plus = false;
  let previousWasWord = false;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    if (isWordCode(code)) {
      previousWasWord = true;
    } else if (previousWasWord && separators.includes(text[i] as string)) {
      if (code === 43) plus = true;
      previousWasWord = false;
    } else {
      return { ok: false, plus };
    }
  }
  return { ok: previousWasWord, plus };
}

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf("@");
  if (at <= 0 || value.indexOf("@", at + 1) !== -1) return false;
  const local = scanWords(value, 0, at, ".+-");
  if (!local.ok) return false;
  const domain = scanWords(value, at + 1, value.length, ".-");
  if (!domain.ok) return false;
  const lastDot = value.lastIndexOf(".");
  const lastDash = value.lastIndexOf("-");
  // The top-level part follows the domain's last separator, which must be a dot.
  if (lastDot <= at + 1 || lastDash > lastDot) return false;
  const top = value.slice(lastDot + 1);
  let letters = true;
  for (let i = 0; i < top.length; i += 1) if (!isLetterCode(top.charCodeAt(i))) letters = false;
  const specTop = top.length >= 2 && top.length <= 3; // \w{2,3}: the scan already saw only word characters
  const widerTop = letters && top.length >= 2 && top.length <= 63;
  return local.plus ? widerTop : specTop || widerTop;
}

/** docs/product.md, "Leads, accounts and roles": 8 to 24 characters with an upper-case letter, a lower-case letter, a digit and one of # ? ! @ $ % ^ & * -. */
export const PASSWORD_SPECIALS = "#?!@$%^&*-";
/** The characters the password pattern (/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,24}$/) cannot hold: its "." stops at line ends. */
const LINE_TERMINATORS = "\n\r\u2028\u2029";

/** The password rule (docs/product.md, "Leads, accounts and roles"), checked in one pass (same accept set as the pattern above). */
export function isValidPassword(value: string): boolean {
  if (value.length < 8 || value.length > 24) return false;
  let lower = false;
  let upper = false;
  let digit = false;
  let special = false;
  for (const char of value) {
    if (LINE_TERMINATORS.includes(char)) return false;
    if (char >= "a" && char <= "z") lower = true;
    else if (char >= "A" && char <= "Z") upper = true;
    else if (char >= "0" && char <= "9") digit = true;
    else if (PASSWORD_SPECIALS.includes(char)) special = true;
  }
  return lower && upper && digit && special;
}

export const PASSWORD_MESSAGE =
  "Your password must be 8 to 24 characters with an upper-case letter, a lower-case letter, a number and one of # ? ! @ $ % ^ & * -";

/** The required check: an empty string or a missing value counts as missing. */
export const required = (field: string) =>
  z.string({ error: `Enter your ${field}` }).trim().min(1, `Enter your ${field}`);

/** Characters that never belong in a name: line breaks, tabs and the other control characters. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A person's name as typed: required, at most `max` characters, on one line and without a web
 * address. The name greets its owner in mail sent to an address nobody has confirmed yet, so a
 * stranger must not be able to make it carry a message or a link (docs/security.md).
 */
export const personName = (field: string, max: number) =>
  required(field)
    .max(max, `Your ${field} must be ${max} characters or fewer`)
    .refine((value) => !CONTROL_CHARACTER.test(value) && !hasWebAddress(value), `Your ${field} cannot contain line breaks or web addresses`);

export const emailField = z
  .string({ error: "Enter your e-mail address" })
  .trim()
  .min(1, "Enter your e-mail address")
  .refine(isValidEmail, "Enter a valid e-mail address, like name@example.co.uk");

export const passwordField = z
  .string({ error: "Enter a password" })
  .refine(isValidPassword, PASSWORD_MESSAGE);

/** The international calling code of a country (docs/product.md, "Leads, accounts and roles": default 44, the UK). */
export function callingCodeFor(countryCode: string | null | undefined): string {
  try {
    return countryCode ? getCountryCallingCode(countryCode as CountryCode) : "44";
  } catch {
    return "44";
  }
}

/**
 * Phone normalisation (docs/product.md, "Leads, accounts and roles"): spaces removed; a leading 00 becomes +; a leading 0 becomes +
 * and the country code; a number already starting with the code gets +; otherwise the code is
 * prefixed. Other punctuation people type (brackets, dashes, dots) is removed with the spaces.
 */
export function normalisePhone(raw: string, callingCode = "44"): string {
  const compact = raw.replace(/[\s().-]/g, "");
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  if (compact.startsWith("0")) return `+${callingCode}${compact.slice(1)}`;
  if (compact.startsWith(callingCode)) return `+${compact}`;
  return `+${callingCode}${compact}`;
}

/**
 * A stored number as people read it, grouped with its country code (+447911123456 becomes
 * +44 7911 123456); anything that cannot be read as a number is shown as stored.
 */
export function phoneForDisplay(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

export const PHONE_MAX_LENGTH = 40;

/**
 * Ofcom keeps 07700 900000 to 07700 900999 for films, television and examples: no one answers
 * them, so a number typed from it is refused. The messages below describe a number's shape rather
 * than give one to copy: an example from that range would be refused, and any other could be
 * someone's.
 */
const FICTIONAL_UK_MOBILE = /^\+447700900\d{3}$/;

/** A phone number field: normalised with the visitor's country code, then checked as a real number. */
export function phoneField(callingCode = "44", field = "phone number") {
  return z
    .string({ error: `Enter your ${field}` })
    .trim()
    .min(1, `Enter your ${field}`)
    // No real number, however typed, is this long (E.164 allows 15 digits); refusing first keeps the checks below cheap.
    .max(PHONE_MAX_LENGTH, { error: `Your ${field} is too long`, abort: true })
    // One character class, anchored: linear time.
    .refine((value) => /^[\d\s()+.-]+$/.test(value), `Your ${field} can only contain digits, spaces and +`)
    .transform((value) => normalisePhone(value, callingCode))
    .refine((value) => !FICTIONAL_UK_MOBILE.test(value), {
      error: `That ${field} is one kept for films and television, so no one would answer it: enter your own`,
      abort: true,
    })
    .refine(
      (value) => isValidPhoneNumber(value),
      // A number typed without a country code is read with the visitor's own (where they live for
      // tax), so away from the UK the example says so rather than offer a UK number that would fail;
      // where we do not know it (the contact forms), a number from abroad is asked for with its code.
      callingCode === "44"
        ? `Enter a valid ${field}: a UK one starting with 0 (a mobile has 11 digits), or one from elsewhere starting with + and its country code`
        : `Enter a valid ${field} starting with + and its country code (+44 for the UK): a number without one is read as a +${callingCode} number`,
    );
}
