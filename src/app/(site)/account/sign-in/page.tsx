import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthPage } from "@/features/accounts/components/auth-page";
import { ClearBrowserData } from "@/features/accounts/components/clear-browser-data";
import { SignInForm } from "@/features/accounts/components/sign-in-form";
import { RequestLinkForm } from "@/features/accounts/components/sign-in-link-forms";
import { safeNextPath } from "@/features/accounts/schemas";
import { yourIntroductions } from "@/features/introductions/server";
import { pageMetadata } from "@/lib/metadata";
import { landingPath } from "@/lib/permissions";
import { routes } from "@/config/routes";
import { currentMember, currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";

export const metadata: Metadata = pageMetadata({
  title: "Sign in",
  description: "Sign in to see your saved matches and the introductions you asked for, or to reach the sales portal.",
  path: routes.signIn,
  noIndex: true,
});

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === "string" ? params.next : null);
  const member = await currentMember();
  if (member) redirect(next === routes.account ? landingPath(member.roles) : next);
  // An investor known to this browser without a password (from the questionnaire, or a mailed sign-in link) has no account to open: say where their introductions are.
  const visitor = await currentVisitor();
  const withoutPassword = visitor?.isAnonymous ? (await yourIntroductions(await db(), visitor.id)).length > 0 : false;
  return (
    <AuthPage
      title="Sign in"
      intro="Sign in to see your saved matches and introductions. Anything you have answered in this browser is kept and added to your account. Firms’ members and our team sign in here too, for the sales portal."
      notice={
        params.deleted
          ? "Your account and everything we held about you have been deleted."
          : params["signed-out"]
            ? "You have signed out."
            : params.reset
              ? "Your password has been changed. Sign in with your new password."
              : undefined
      }
    >
      {withoutPassword && (
        <p className="mb-8 rounded-lg border border-brand-100 bg-white px-4 py-3 text-ink">
          This browser holds your matches and introductions without a password. They are on{" "}
          <Link href={routes.yourIntroductions} className="font-semibold text-brand-700 underline">
            your results page
          </Link>
          .{" "}
          <Link href={routes.signUpThen(routes.account)} className="font-semibold text-brand-700 underline">
            Add a password
          </Link>{" "}
          to keep them in an account you can sign in to at any time: everything moves to it.
        </p>
      )}
      <SignInForm next={next} />
      <section aria-labelledby="link-heading" className="mt-10 border-t border-brand-100 pt-8">
        <h2 id="link-heading" className="font-serif text-2xl text-ink">
          Or sign in with a link
        </h2>
        <p className="mt-2 mb-4 text-muted">
          We can e-mail you a link that signs you in once: to your account, or to the introductions you made with that
          address.
        </p>
        <RequestLinkForm />
      </section>
      {params.deleted || params["signed-out"] ? <ClearBrowserData /> : null}
    </AuthPage>
  );
}
