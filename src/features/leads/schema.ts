/**
 * The profile a visitor sends to be introduced to their matches (SPEC §3 profileData), and a
 * callback request. Pure: the same schemas check the form in the browser and the body on the server.
 */
import "@/lib/zod-config";
import { z } from "zod";
import { emailField, phoneField, required } from "@/lib/validation";

export const PROFILE_FIELDS = ["firstName", "lastName", "phoneNumber", "email", "terms"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile form's fields; the phone number is normalised with the visitor's calling code. */
export function profileSchema(callingCode: string) {
  return z.object({
    firstName: required("first name").max(100, "Your first name must be 100 characters or fewer"),
    lastName: required("last name").max(100, "Your last name must be 100 characters or fewer"),
    phoneNumber: phoneField(callingCode),
    email: emailField,
    terms: z.literal(true, { error: "Tick the box to accept the terms and conditions and privacy policy" }),
  });
}

export type Profile = z.infer<ReturnType<typeof profileSchema>>;

/** What the form keeps in browser storage until it is sent (SPEC §3 profileData). */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  terms: boolean;
  recs: string[];
}

export const emptyDraft: ProfileDraft = { firstName: "", lastName: "", phoneNumber: "", email: "", terms: false, recs: [] };

const draftSchema = z.object({
  firstName: z.string().max(100).catch(""),
  lastName: z.string().max(100).catch(""),
  phoneNumber: z.string().max(40).catch(""),
  email: z.string().max(254).catch(""),
  terms: z.boolean().catch(false),
  recs: z.array(z.string().max(40)).max(20).catch([]),
});

/** Reads a stored draft defensively: every readable field is kept, anything else is blank. */
export function restoreDraft(raw: unknown): ProfileDraft {
  if (typeof raw !== "object" || raw === null) return { ...emptyDraft };
  const parsed = draftSchema.safeParse({ ...emptyDraft, ...raw });
  return parsed.success ? parsed.data : { ...emptyDraft };
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

export const callbackRequestSchema = z.object({
  providerId: z.string({ error: "providerId is required" }).min(1, "providerId is required").max(40, "providerId is not a provider"),
});

/** DECISIONS §6: leads are kept apart by band: T ≥ £300k is `standard`; under £300k or unknown is `under-300k`. */
export function leadSegment(total: number | null): "standard" | "under-300k" {
  return total !== null && total >= 300_000 ? "standard" : "under-300k";
}
