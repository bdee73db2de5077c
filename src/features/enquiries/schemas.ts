import "@/lib/zod-config";
import { z } from "zod";
import { emailField, personName, phoneField, required } from "@/lib/validation";
import { MESSAGE_MAX_LENGTH } from "./limits";

/** The contact form's fields (docs/product.md, "The questionnaire"), in the names kept under contactUsData. */
export const contactFields = ["firstName", "lastName", "phone", "email", "message"] as const;

const upTo = (field: string, max: number) => z.string().max(max, `Your ${field} must be ${max} characters or fewer`);

/**
 * An optional field: left empty it is stored as null, otherwise it must pass `schema`, whose own
 * message is shown (a union would answer only "Invalid input" when the text fails).
 */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) => z.string().transform((value) => (value === "" ? null : value)).pipe(schema.nullable());

export const contactSchema = z.object({
  firstName: personName("first name", 100),
  lastName: personName("last name", 100),
  // Optional, since the team replies by e-mail. docs/product.md, "Leads, accounts and roles":
  // normalised with the UK calling code, as the form asks no country.
  phone: z.string().trim().pipe(optional(phoneField("44"))),
  email: emailField,
  message: z.string().trim().min(1, "Enter your message").pipe(upTo("message", MESSAGE_MAX_LENGTH)),
});

export const partnerEnquiryFields = ["name", "organisation", "email", "phone", "website", "message"] as const;

export const partnerEnquirySchema = z.object({
  name: personName("name", 200),
  organisation: required("organisation").pipe(upTo("organisation", 200)),
  email: emailField,
  phone: z.string().trim().pipe(optional(phoneField("44"))),
  website: z
    .string()
    .trim()
    .pipe(
      optional(
        z
          .string()
          .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
          .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "Enter your website's address, like www.example.co.uk" })),
      ),
    ),
  message: z.string().trim().min(1, "Tell us about your organisation and the partnership you have in mind").pipe(upTo("message", MESSAGE_MAX_LENGTH)),
});
