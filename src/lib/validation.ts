import { getCountryCallingCode, isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";

/**
 * Field rules shared by every form and route (SPEC §5, DECISIONS §6). Messages name the field so
 * a visitor knows what to fix.
 */

/** SPEC §5's e-mail pattern, kept as it is: every address it accepts stays accepted. */
const SPEC_EMAIL = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;
/** DECISIONS §6 widens it: plus-tags and longer top-level domains such as .info or .london. */
const WIDER_EMAIL = /^\w+([.+-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,63})+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && (SPEC_EMAIL.test(value) || WIDER_EMAIL.test(value));
}

/** SPEC §5: 8 to 24 characters with an upper-case letter, a lower-case letter, a digit and one of # ? ! @ $ % ^ & * -. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,24}$/;

/** SPEC §5's required check: an empty string or a missing value counts as missing. */
export const required = (field: string) =>
  z.string({ error: `Enter your ${field}` }).trim().min(1, `Enter your ${field}`);

export const emailField = z
  .string({ error: "Enter your e-mail address" })
  .trim()
  .min(1, "Enter your e-mail address")
  .refine(isValidEmail, "Enter a valid e-mail address, like name@example.co.uk");

export const passwordField = z
  .string({ error: "Enter a password" })
  .regex(
    PASSWORD_PATTERN,
    "Your password must be 8 to 24 characters with an upper-case letter, a lower-case letter, a number and one of # ? ! @ $ % ^ & * -",
  );

/** The international calling code of a country (DECISIONS §6: default 44, the UK). */
export function callingCodeFor(countryCode: string | null | undefined): string {
  try {
    return countryCode ? getCountryCallingCode(countryCode as CountryCode) : "44";
  } catch {
    return "44";
  }
}

/**
 * SPEC §5's phone normalisation: spaces removed; a leading 00 becomes +; a leading 0 becomes +
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

/** A phone number field: normalised with the visitor's country code, then checked as a real number. */
export function phoneField(callingCode = "44", field = "phone number") {
  return z
    .string({ error: `Enter your ${field}` })
    .trim()
    .min(1, `Enter your ${field}`)
    .refine((value) => /^[\d\s()+.-]+$/.test(value), `Your ${field} can only contain digits, spaces and +`)
    .transform((value) => normalisePhone(value, callingCode))
    .refine((value) => isValidPhoneNumber(value), `Enter a valid ${field}, like 07911 123456 or +44 7911 123456`);
}
