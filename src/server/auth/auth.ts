import "server-only";
import "@/lib/zod-config";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { anonymous } from "better-auth/plugins";
import { APIError, createAuthEndpoint, createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { BetterAuthPlugin } from "better-auth";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { RETENTION } from "@/config/retention";
import { routes } from "@/config/routes";
import { serverEnv, siteUrl } from "@/config/env";
import { db, type Database } from "@/server/db/client";
import { transferVisitorData } from "@/server/db/queries/visitor-data";
import { CLIENT_ADDRESS_HEADER, clientLimitAddress } from "@/server/client-address";
import { betterAuthRateLimitStorage } from "@/server/rate-limit";
import { accounts, sessions, users, verifications } from "@/server/db/schema";
import { authFieldProblem } from "./field-rules";
import { MEMBER_HINT_COOKIE, MEMBER_HINT_MAX_AGE } from "@/lib/member-hint";
import { enqueueMail } from "@/server/mail";
import { authSecret } from "./secret";
import { authLogger } from "./logger";
import { accountExistsMail, passwordResetMail, verifyEmailMail } from "./mails";
import { revokeResetLinks } from "@/server/db/queries/reset-links";
import { rememberSignInAddress } from "./sign-in-throttle";
import { consumeSignInLink } from "./sign-in-links";

/**
 * One-time sign-in links (sign-in-links.ts) inside Better Auth, so the session they start is made
 * by its internal adapter and set with its own cookie, like every other sign-in. POST only (the
 * link's page posts here through a server action); the token is the credential, used once.
 * The path does not start with /sign-in, so the anonymous plugin leaves it alone: a visitor
 * signing in to their anonymous record is not linked to whatever record this browser had before.
 */
function signInLinkPlugin(database: Database) {
  return {
    id: "one-time-link",
    endpoints: {
      useSignInLink: createAuthEndpoint(
        "/one-time-link/verify",
        { method: "POST", body: z.object({ token: z.string().max(200) }) },
        async (ctx) => {
          const used = await consumeSignInLink(database, ctx.body.token);
          if (used.state !== "used-now") return ctx.json({ ok: false as const, state: used.state });
          const user = await ctx.context.internalAdapter.findUserById(used.userId);
          if (!user) return ctx.json({ ok: false as const, state: "unknown" as const });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ ok: true as const, isAnonymous: Boolean((user as { isAnonymous?: boolean | null }).isAnonymous), callbackPath: used.callbackPath });
        },
      ),
    },
    rateLimit: [{ pathMatcher: (path: string) => path.startsWith("/one-time-link"), window: 60, max: 20 }],
  } satisfies BetterAuthPlugin;
}

const DAY = 60 * 60 * 24;

/**
 * Removes the header's member hint (src/lib/member-hint.ts). An expiry in the past, not only
 * `maxAge: 0`: Better Auth's cookie writer leaves a zero Max-Age out, which left an empty cookie
 * for the rest of the browser session.
 */
function removeMemberHint(ctx: { setCookie: (name: string, value: string, options: { path: string; sameSite: "lax"; httpOnly: boolean; secure: boolean; expires: Date }) => unknown }, secure: boolean) {
  ctx.setCookie(MEMBER_HINT_COOKIE, "", { path: "/", sameSite: "lax", httpOnly: false, secure, expires: new Date(0) });
}

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
      // docs/product.md, "Introductions": a one-time link valid for an hour, e-mailed through the outbox.
      resetPasswordTokenExpiresIn: RETENTION.passwordResetMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(database, { kind: "password-reset", to: user.email, ...passwordResetMail(url) });
      },
      // A successful reset ends every other way in: the other reset links go, as do all sessions
      // (revokeSessionsOnPasswordReset). Opening the e-mailed link also proves the address is theirs.
      onPasswordReset: async ({ user }) => {
        await revokeResetLinks(database, user.id);
        await database.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      },
      // An account is usable only once its address is verified through the link e-mailed to it, so
      // nothing held under that address is ever linked to someone who does not own it; and sign-up
      // answers the same whether or not the address has an account (Better Auth then answers a
      // repeated address as if it had worked), the address's owner being told by mail instead.
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        const base = siteUrl();
        await enqueueMail(database, { kind: "account-exists", to: user.email, ...accountExistsMail(`${base}${routes.signIn}`, `${base}${routes.forgotPassword}`) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password to an unverified account sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueMail(database, { kind: "email-verification", to: user.email, ...verifyEmailMail(url) });
      },
    },
    hooks: {
      // The forms' e-mail and password rules on Better Auth's own endpoints too (src/server/auth/field-rules.ts).
      before: createAuthMiddleware(async (ctx) => {
        const problem = authFieldProblem(ctx.path, ctx.body);
        if (problem) throw new APIError("BAD_REQUEST", { message: `${problem.field}: ${problem.message}`, code: "INVALID_FIELD" });
        // A changed password ends every other session, whatever the request asked.
        if (ctx.path === "/change-password") return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A changed password also revokes every reset link e-mailed before it.
        if (ctx.path === "/change-password" && !(ctx.context.returned instanceof Error)) {
          const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
          const userId = typeof returned?.user?.id === "string" ? returned.user.id : ctx.context.session?.user.id;
          if (userId) await revokeResetLinks(database, userId);
        }
        // The header's "Your account" hint (src/lib/member-hint.ts) follows every session started or ended here.
        const started = ctx.context.newSession;
        const secure = env.NODE_ENV === "production" && !isLocalhost(baseURL);
        if (started) {
          const member = !(started.user as { isAnonymous?: boolean | null }).isAnonymous;
          if (member) ctx.setCookie(MEMBER_HINT_COOKIE, "1", { path: "/", sameSite: "lax", httpOnly: false, secure, maxAge: MEMBER_HINT_MAX_AGE });
          else removeMemberHint(ctx, secure);
        } else if (ctx.path === "/sign-out") {
          removeMemberHint(ctx, secure);
        }
      }),
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // Better Auth's limiter (its HTTP endpoints) counts in the app's rate_limits table, so it
    // holds across instances; the address comes from src/server/client-address.ts.
    // E-mail sign-in is throttled per account and address in front of Better Auth (sign-in-throttle.ts),
    // so its own per-address rule for it is loosened to match: people behind one address can still sign in.
    rateLimit: { enabled: true, customStorage: betterAuthRateLimitStorage(database), customRules: { "/sign-in/email": { window: 60, max: 60 } } },
    // A session records an address only when a trusted proxy vouched for it (docs/product.md, "Privacy, consent and retention").
    databaseHooks: {
      session: {
        create: {
          before: async (session) => ({ data: { ...session, ipAddress: env.TRUST_PROXY !== false ? session.ipAddress : null } }),
          // However a member got in (password, the e-mailed confirmation link, a reset), the address
          // they came from becomes familiar: guesses from elsewhere never slow them there (sign-in-throttle.ts).
          after: async (session) => {
            const [user] = await database.select({ email: users.email, isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, session.userId));
            if (user && !user.isAnonymous) await rememberSignInAddress(database, user.email, clientLimitAddress(env.TRUST_PROXY));
          },
        },
      },
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
      signInLinkPlugin(database),
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
