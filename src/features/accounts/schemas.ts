import "@/lib/zod-config";
import { z } from "zod";
import { safeNextPath } from "@/lib/safe-next";
import { emailField, passwordField } from "@/lib/validation";

export const SIGN_UP_FIELDS = ["email", "password", "confirmPassword", "next"] as const;
export const SIGN_IN_FIELDS = ["email", "password", "next"] as const;
export const DELETE_FIELDS = ["confirm"] as const;

export { safeNextPath };

const nextField = z.string().transform((value) => safeNextPath(value));

export const signUpSchema = z
  .object({ email: emailField, password: passwordField, confirmPassword: z.string(), next: nextField })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "The two passwords do not match" });

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password"),
  next: nextField,
});

export const deleteAccountSchema = z.object({
  confirm: z.literal("on", { error: "Tick the box to confirm you want your account and data deleted" }),
});

export const FORGOT_FIELDS = ["email"] as const;
export const forgotPasswordSchema = z.object({ email: emailField });

export const RESET_FIELDS = ["token", "password"] as const;
export const resetPasswordSchema = z.object({
  token: z.string().min(1, "This link is not valid. Ask for a new one.").max(200),
  password: passwordField,
});

export { LINK_REQUEST_FIELDS, LINK_TOKEN_FIELDS } from "./link-fields";
export const linkRequestSchema = z.object({ email: emailField });

export const linkTokenSchema = z.object({ token: z.string().min(1, "This link is not valid. Ask for a new one.").max(200, "This link is not valid. Ask for a new one.") });
