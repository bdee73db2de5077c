import { z } from "zod";
import { isProviderId, PROVIDER_IDS } from "@/features/providers";

/** The role arguments of `npm run roles`: a known role, and a known provider id exactly when the role is provider. */
export const grantSchema = z
  .object({
    role: z.enum(["admin", "sales", "provider"], { error: "--role must be admin, sales or provider" }),
    provider: z
      .string()
      .refine(isProviderId, { message: `--provider must be one of the provider ids: ${PROVIDER_IDS.join(", ")}` })
      .optional(),
  })
  .refine((v) => (v.role === "provider") === (v.provider !== undefined), { message: "--provider is needed with --role provider, and only then" });
