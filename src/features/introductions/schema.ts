/** How and when a visitor prefers to be contacted (docs/product.md, "Introductions"). Pure: form and server share it. */
import "@/lib/zod-config";
import { z } from "zod";
import { hasWebAddress } from "@/lib/text-safety";
import { CONTACT_METHODS, CONTACT_TIMES } from "@/lib/contact-preferences";

export * from "@/lib/contact-preferences";

export const contactPreferenceSchema = z.object({
  contactMethod: z.enum(CONTACT_METHODS, { error: "Choose how you would like to be contacted" }),
  contactTime: z.enum(CONTACT_TIMES, { error: "Choose when you would like to be contacted" }),
});

/** The firms a visitor ticked: at least one, each named once. */
export const chosenFirmsSchema = z
  .array(z.string().min(1).max(40), { error: "Tick at least one firm to send your details to" })
  .min(1, "Tick at least one firm to send your details to")
  .max(10)
  .transform((ids) => [...new Set(ids)]);

export const withdrawSchema = z.object({ introductionId: z.uuid("This introduction is not one of yours") });

/** A firm's reason for declining, which the investor is e-mailed (empty is allowed here; see below). */
const declineReason = z
  .string()
  .trim()
  .max(500, "Reason for declining: keep it to 500 characters or fewer")
  // The investor is mailed it: no links in a mail sent in the site's name.
  .refine((text) => !hasWebAddress(text, { emailAddresses: "allowed" }), "Reason for declining: leave out web addresses; the investor is e-mailed this");

const REASON_NEEDED = "Reason for declining: enter why you are declining, so the investor can be told";

/** The reason on the firm's decline form: needed, and checked before anything is counted or changed. */
export const declineReasonSchema = declineReason.refine((text) => text.length > 0, REASON_NEEDED);

export const firmUpdateSchema = z
  .object({
    introductionId: z.uuid("Choose an introduction"),
    status: z.enum(["accepted", "declined", "contacted", "meeting-arranged", "client", "not-proceeding"], { error: "Choose an action" }),
    reason: declineReason.optional().default(""),
  })
  .refine((v) => v.status !== "declined" || v.reason.length > 0, { path: ["reason"], message: REASON_NEEDED });
