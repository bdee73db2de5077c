/**
 * The profile a visitor sends to be introduced to their matches (docs/product.md, "Leads, accounts and roles"), and a
 * callback request. Pure: the same schemas check the form in the browser and the body on the server.
 */
import "@/lib/zod-config";
import { z } from "zod";
import { emailField, personName, phoneField } from "@/lib/validation";
import type { LeadSegment } from "@/server/db/schema";

export * from "./draft";

/** The profile form's fields; the phone number is normalised with the visitor's calling code. */
export function profileSchema(callingCode: string) {
  return z.object({
    firstName: personName("first name", 100),
    lastName: personName("last name", 100),
    phoneNumber: phoneField(callingCode),
    email: emailField,
    terms: z.literal(true, { error: "Tick the box to accept the terms and conditions and privacy policy" }),
  });
}

export type Profile = z.infer<ReturnType<typeof profileSchema>>;

export const callbackRequestSchema = z.object({
  providerId: z.string({ error: "providerId is required" }).min(1, "providerId is required").max(40, "providerId is not a provider"),
});

/** docs/product.md, "Leads, accounts and roles": leads are kept apart by band: T ≥ £300k is `standard`; under £300k or unknown is `under-300k`. */
export function leadSegment(total: number | null): LeadSegment {
  return total !== null && total >= 300_000 ? "standard" : "under-300k";
}
