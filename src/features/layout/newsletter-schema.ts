import "@/lib/zod-config";
import { z } from "zod";
import { emailField, required } from "@/lib/validation";

/** docs/product.md, "Leads, accounts and roles": a newsletter entry needs a first name, a last name and a valid e-mail address. */
export const newsletterFields = ["firstName", "lastName", "email"] as const;

export const newsletterSchema = z.object({
  firstName: required("first name").pipe(z.string().max(100, "Your first name must be 100 characters or fewer")),
  lastName: required("last name").pipe(z.string().max(100, "Your last name must be 100 characters or fewer")),
  email: emailField,
});
