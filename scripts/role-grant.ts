import { z } from "zod";
import { isProviderId, PROVIDER_IDS } from "@/features/providers";
import { roleName } from "@/server/db/schema";

/** The role arguments of `npm run roles`: a known role, and a known provider id exactly when the role is provider. */
export const grantSchema = z
  .object({
    role: z.enum(roleName.enumValues, { error: `--role must be ${roleName.enumValues.join(", ").replace(/, (?=[^,]*$)/, " or ")}` }),
    provider: z
      .string()
      .refine(isProviderId, { message: `--provider must be one of the provider ids: ${PROVIDER_IDS.join(", ")}` })
      .optional(),
  })
  .refine((v) => (v.role === "provider") === (v.provider !== undefined), { message: "--provider is needed with --role provider, and only then" });
