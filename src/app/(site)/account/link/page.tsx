import type { Metadata } from "next";
import Link from "next/link";
import { routes } from "@/config/routes";
import { AuthPage } from "@/features/accounts/components/auth-page";
import { ContinueWithLinkForm, FreshLinkForm, RequestLinkForm } from "@/features/accounts/components/sign-in-link-forms";
import { pageMetadata } from "@/lib/metadata";
import { inspectSignInLink, SIGN_IN_LINK_DAYS } from "@/server/auth/sign-in-links";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { eq } from "drizzle-orm";

export const metadata: Metadata = {
  ...pageMetadata({ title: "Sign in with your link", description: "Sign in with a one-time link from an e-mail.", path: routes.signInLink, noIndex: true }),
  // The token is in the address: it must not leave in a Referer header.
  referrer: "no-referrer",
};

/**
 * A one-time sign-in link (src/server/auth/sign-in-links.ts). Opening it uses nothing: the page
 * says what the link is, and only "Continue" (a POST) signs in, so a mail scanner that fetches
 * links does not spend it. An expired, used or unknown link says so and offers a fresh one.
 */
export default async function SignInLinkPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : "";
  const database = await db();
  const link = token ? await inspectSignInLink(database, token) : ({ state: "unknown" } as const);

  if (link.state === "valid") {
    const [user] = await database.select({ isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, link.userId));
    const investor = user?.isAnonymous ?? false;
    return (
      <AuthPage
        title="Sign in with your link"
        intro={
          investor
            ? "This link signs you in on this device to your results and the introductions you have made. It works once. Continue only if this e-mail was meant for you: the browser where the questions were answered keeps these results open too."
            : "This link signs you in to your Wealth Match account on this device. It works once."
        }
      >
        <ContinueWithLinkForm token={token} label={investor && link.callbackPath.startsWith(routes.results) ? "Continue to your introductions" : "Continue"} />
      </AuthPage>
    );
  }

  const title = link.state === "used" ? "This link has already been used" : link.state === "expired" ? "This link has expired" : "This link is not valid";
  const why =
    link.state === "used"
      ? "Each sign-in link works only once, and this one has been used."
      : link.state === "expired"
        ? `Sign-in links work for ${SIGN_IN_LINK_DAYS} days, and this one is older.`
        : "We do not recognise this link. It may have been copied only in part, or the e-mail address it went to has since been changed on the profile.";
  const canResend = link.state !== "unknown" && link.email !== null;
  return (
    <AuthPage title={title} intro={why}>
      {canResend ? (
        <>
          <p className="mb-4 text-ink">We can e-mail a new link to the address this one was sent to.</p>
          <FreshLinkForm token={token} />
        </>
      ) : (
        <>
          <p className="mb-4 text-ink">Enter the e-mail address you gave us and we will e-mail you a new link.</p>
          <RequestLinkForm label="E-mail me a new link" />
        </>
      )}
      <p className="mt-6 text-sm text-muted">
        Have a password?{" "}
        <Link href={routes.signIn} className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
