import "@/lib/zod-config";
import { z } from "zod";
import { parseIpRange, type IpRange } from "@/lib/ip-address";
import { publicEnvPatterns } from "./public-env";

/** Which proxies' X-Forwarded-For entries to believe: none, the one that connects, or those listed. */
export type TrustProxy = boolean | IpRange[];

/**
 * TRUST_PROXY: unset or "false", no proxy is trusted and limits go by the connection's own address;
 * "true", the one proxy that connects to the server is trusted (the last X-Forwarded-For entry is
 * the client's); or a comma-separated list of the proxies' addresses and ranges ("10.0.0.0/8, ::1"),
 * and the client is the right-most address in X-Forwarded-For that is not one of them.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim().toLowerCase() ?? "";
    if (text === "" || text === "false" || text === "0") return false;
    if (text === "true" || text === "1") return true;
    const ranges: IpRange[] = [];
    for (const entry of text.split(",").map((part) => part.trim()).filter(Boolean)) {
      const range = parseIpRange(entry);
      if (!range) {
        ctx.addIssue({ code: "custom", message: `must be true, false or a comma-separated list of proxy addresses or ranges such as 10.0.0.0/8 ("${entry.slice(0, 60)}" is neither)` });
        return z.NEVER;
      }
      ranges.push(range);
    }
    return ranges.length > 0 ? ranges : false;
  });

const publicId = (pattern: RegExp) =>
  z.string().regex(pattern, "does not look like a valid value").optional().or(z.literal("").transform(() => undefined));

/**
 * The server's configuration, validated once. Every setting the server reads comes from here,
 * so a missing or malformed value stops start-up with a message that names it.
 */
const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    BETTER_AUTH_SECRET: z
      .string()
      .min(32, "must be at least 32 characters (generate one with `openssl rand -base64 32`)")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    SITE_URL: z.url("must be an absolute URL such as https://example.co.uk").optional(),
    TRUST_PROXY: trustProxySetting,
    TRACKING_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
    // Mail (docs/product.md, "Introductions"): without SMTP_URL mail waits in the outbox, readable at /sales-portal/outbox.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL (credentials, if any, in the URL)")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    MAIL_FROM: z.string().min(3).max(200).default("Wealth Match <hello@wealthmatch.example>"),
    MAIL_POLL_SECONDS: z.coerce.number().min(0.2).max(3600).default(5),
    // The operator's introductions desk: a firm with no provider member and no introductions
    // address has its introductions e-mailed here to pass on (docs/introductions.md). Without it,
    // such a firm is not offered for introductions.
    INTRODUCTIONS_DESK: z
      .email("must be an e-mail address such as introductions@example.co.uk")
      .max(254)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // After a first meeting (docs/reviews.md): both sides are asked how it went this many hours
    // after the meeting ends, by the introductions check that runs every
    // INTRODUCTION_CHECK_SECONDS. Read on every run. A negative value asks before the meeting has
    // ended: only the outcomes journey (e2e/outcomes-reviews.spec.ts) sets one, on its own server.
    OUTCOME_FOLLOW_UP_HOURS: z.coerce.number().int().min(0).max(720).default(72),
    INTRODUCTION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    // Third-party ids and the error-reporting DSN (inlined into the browser build; see public-env.ts).
    NEXT_PUBLIC_GTM_ID: publicId(publicEnvPatterns.NEXT_PUBLIC_GTM_ID),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: publicId(publicEnvPatterns.NEXT_PUBLIC_GA_MEASUREMENT_ID),
    NEXT_PUBLIC_REVIEWS_SCRIPT_URL: publicId(publicEnvPatterns.NEXT_PUBLIC_REVIEWS_SCRIPT_URL),
    NEXT_PUBLIC_COOKIEBOT_ID: publicId(publicEnvPatterns.NEXT_PUBLIC_COOKIEBOT_ID),
    NEXT_PUBLIC_SENTRY_DSN: publicId(publicEnvPatterns.NEXT_PUBLIC_SENTRY_DSN),
  })
  .superRefine((env, ctx) => {
    // The embedded database keeps a generated secret beside its data; a shared PostgreSQL
    // deployment runs several instances, which must all be given the same secret.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required in production when DATABASE_URL is set",
      });
    }
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`),
    );
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** The validated environment of this process (parsed on first use). */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** The public base URL of the site, without a trailing slash. */
export function siteUrl(): string {
  const env = serverEnv();
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}
