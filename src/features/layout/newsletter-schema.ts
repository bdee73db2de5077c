import "@/lib/zod-config";
import { z } from "zod";
import { emailField, personName } from "@/lib/validation";

/** docs/product.md, "Leads, accounts and roles": a newsletter entry needs a first name, a last name and a valid e-mail address. */
export const newsletterFields = ["firstName", "lastName", "email"] as const;

export const newsletterSchema = z.object({
  firstName: personName("first name", 100),
  lastName: personName("last name", 100),
  email: emailField,
});
