import "server-only";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { anonymous } from "better-auth/plugins";
import { serverEnv, siteUrl } from "@/config/env";
import { db, type Database } from "@/server/db/client";
import { transferVisitorData } from "@/server/db/queries/visitor-data";
import { accounts, sessions, users, verifications } from "@/server/db/schema";
import { enqueueMail } from "@/features/mail/server";
import { authSecret } from "./secret";
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
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    advanced: {
      // httpOnly and SameSite=Lax are Better Auth's defaults; Secure wherever the site is not
      // served from this machine over plain http.
      useSecureCookies: env.NODE_ENV === "production" && !isLocalhost(baseURL),
      ipAddress: { ipAddressHeaders: env.TRUST_PROXY ? ["x-forwarded-for", "x-real-ip"] : [] },
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
