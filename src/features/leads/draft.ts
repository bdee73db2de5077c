/**
 * The profile form's fields and the draft it keeps in browser storage until it is sent (under
 * profileData), without zod: the form reads a draft back as it appears, and loads its checks
 * (check-profile.ts) only when the visitor starts to fill it in.
 */
import { CONTACT_METHODS, CONTACT_TIMES, type ContactMethod, type ContactTime } from "@/lib/contact-preferences";

export const PROFILE_FIELDS = ["firstName", "lastName", "phoneNumber", "email", "terms"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** What the form keeps in browser storage until it is sent, under profileData. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  terms: boolean;
  /** The firms ticked (the form keeps only those still offered when it reads the draft back). */
  recs: string[];
  contactMethod: ContactMethod | "";
  contactTime: ContactTime | "";
}

export const emptyDraft: ProfileDraft = { firstName: "", lastName: "", phoneNumber: "", email: "", terms: false, recs: [], contactMethod: "", contactTime: "" };

/**
 * The longest text each stored field may hold; a longer one is not the form's and is dropped. Well
 * above what the checks accept (a name of 100 characters, say), so that text typed past a limit
 * comes back to be shortened where the check names the field, rather than being lost.
 */
const LONGEST = { firstName: 2_000, lastName: 2_000, phoneNumber: 400, email: 2_000 } as const;

const text = (value: unknown, longest: number) => (typeof value === "string" && value.length <= longest ? value : "");

/** Reads a stored draft defensively: every readable field is kept, anything else is blank. */
export function restoreDraft(raw: unknown): ProfileDraft {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { ...emptyDraft };
  const stored = raw as Record<string, unknown>;
  const recs = stored.recs;
  return {
    firstName: text(stored.firstName, LONGEST.firstName),
    lastName: text(stored.lastName, LONGEST.lastName),
    phoneNumber: text(stored.phoneNumber, LONGEST.phoneNumber),
    email: text(stored.email, LONGEST.email),
    terms: typeof stored.terms === "boolean" ? stored.terms : false,
    recs: Array.isArray(recs) && recs.length <= 20 && recs.every((id) => typeof id === "string" && id.length <= 40) ? [...(recs as string[])] : [],
    contactMethod: CONTACT_METHODS.find((value) => value === stored.contactMethod) ?? "",
    contactTime: CONTACT_TIMES.find((value) => value === stored.contactTime) ?? "",
  };
}

/** Field-level messages from a failed parse, first message per field. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    messages[field] ??= issue.message;
  }
  return messages;
}
