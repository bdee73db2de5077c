import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/features/accounts/components/auth-page";
import { ClearBrowserData } from "@/features/accounts/components/clear-browser-data";
import { SignInForm } from "@/features/accounts/components/sign-in-form";
import { RequestLinkForm } from "@/features/accounts/components/sign-in-link-forms";
import { safeNextPath } from "@/features/accounts/schemas";
import { pageMetadata } from "@/lib/metadata";
import { landingPath } from "@/lib/permissions";
import { routes } from "@/config/routes";
import { currentMember } from "@/server/auth/session";

export const metadata: Metadata = pageMetadata({
  title: "Sign in",
  description: "Sign in to see your saved matches and the introductions you asked for.",
  path: routes.signIn,
  noIndex: true,
});

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === "string" ? params.next : null);
  const member = await currentMember();
  if (member) redirect(next === routes.account ? landingPath(member.roles) : next);
  return (
    <AuthPage
      title="Sign in"
      intro="Sign in to see your saved matches. Anything you have answered in this browser is kept and added to your account."
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
