import "server-only";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { anonymous } from "better-auth/plugins";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { serverEnv, siteUrl } from "@/config/env";
import { db, type Database } from "@/server/db/client";
import { transferVisitorData } from "@/server/db/queries/visitor-data";
import { CLIENT_ADDRESS_HEADER } from "@/server/client-address";
import { betterAuthRateLimitStorage } from "@/server/rate-limit";
import { accounts, sessions, users, verifications } from "@/server/db/schema";
import { authFieldProblem } from "./field-rules";
import { enqueueMail } from "@/features/mail/server";
import { authSecret } from "./secret";
import { authLogger } from "./logger";
import { passwordResetMail } from "./mails";

const DAY = 60 * 60 * 24;

function isLocalhost(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** The site's own origins: SITE_URL, and on this machine both names for it. */
function trustedOrigins(baseURL: string, port: number): string[] {
  if (!isLocalhost(baseURL)) return [baseURL];
  return [baseURL, `http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

function createAuth(database: Database) {
  const env = serverEnv();
  const baseURL = siteUrl();
  return betterAuth({
    appName: "Wealth Match",
    baseURL,
    trustedOrigins: trustedOrigins(baseURL, env.PORT),
    secret: authSecret(),
    // Better Auth logs addresses from the request as they came (an invalid `redirectTo` or
    // callback URL): every line goes through the app's escaping, so a line break cannot forge one.
    logger: authLogger,
    database: drizzleAdapter(database, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 24,
      // DECISIONS §10: a one-time link valid for an hour, e-mailed through the outbox.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(database, { kind: "password-reset", to: user.email, ...passwordResetMail(url) });
      },
    },
    hooks: {
      // The forms' e-mail and password rules on Better Auth's own endpoints too (src/server/auth/field-rules.ts).
      before: createAuthMiddleware(async (ctx) => {
        const problem = authFieldProblem(ctx.path, ctx.body);
        if (problem) throw new APIError("BAD_REQUEST", { message: `${problem.field}: ${problem.message}`, code: "INVALID_FIELD" });
      }),
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // Better Auth's limiter (its HTTP endpoints) counts in the app's rate_limits table, so it
    // holds across instances; the address comes from src/server/client-address.ts.
    // E-mail sign-in is throttled per account and address in front of Better Auth (sign-in-throttle.ts),
    // so its own per-address rule for it is loosened to match: people behind one address can still sign in.
    rateLimit: { enabled: true, customStorage: betterAuthRateLimitStorage(database), customRules: { "/sign-in/email": { window: 60, max: 60 } } },
    // A session records an address only when a trusted proxy vouched for it (DECISIONS §7).
    databaseHooks: {
      session: { create: { before: async (session) => ({ data: { ...session, ipAddress: env.TRUST_PROXY ? session.ipAddress : null } }) } },
    },
    advanced: {
      // httpOnly and SameSite=Lax are Better Auth's defaults; Secure wherever the site is not
      // served from this machine over plain http.
      useSecureCookies: env.NODE_ENV === "production" && !isLocalhost(baseURL),
      // Set by the app from the one client-address helper (withClientAddressHeader), never by the visitor.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      anonymous({
        emailDomainName: "visitors.invalid",
        // A visitor who signs up or signs in keeps what they entered while anonymous.
        onLinkAccount: ({ anonymousUser, newUser }) => transferVisitorData(database, anonymousUser.user.id, newUser.user.id),
      }),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as unknown as { __auth?: Promise<Auth> };

/** Better Auth, built on first use once the database is open. */
export function getAuth(): Promise<Auth> {
  holder.__auth ??= db()
    .then(createAuth)
    .catch((error: unknown) => {
      holder.__auth = undefined;
      throw error;
    });
  return holder.__auth;
}
