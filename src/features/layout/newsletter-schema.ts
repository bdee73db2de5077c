import "@/lib/zod-config";
import { z } from "zod";
import { emailField, required } from "@/lib/validation";

/** docs/product.md, "Leads, accounts and roles": a newsletter entry needs a first name, a last name and a valid e-mail address. */
export const newsletterFields = ["firstName", "lastName", "email"] as const;

export const newsletterSchema = z.object({
  firstName: required("first name").pipe(z.string().max(100, "Your first name can be at most 100 characters")),
  lastName: required("last name").pipe(z.string().max(100, "Your last name can be at most 100 characters")),
  email: emailField,
});
