import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/features/accounts/components/auth-page";
import { ClearBrowserData } from "@/features/accounts/components/clear-browser-data";
import { SignInForm } from "@/features/accounts/components/sign-in-form";
import { safeNextPath } from "@/features/accounts/schemas";
import { pageMetadata } from "@/lib/metadata";
import { currentMember } from "@/server/auth/session";

export const metadata: Metadata = pageMetadata({
  title: "Sign in",
  description: "Sign in to see your saved matches and the introductions you asked for.",
  path: "/account/sign-in",
  noIndex: true,
});

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === "string" ? params.next : null);
  if (await currentMember()) redirect(next);
  return (
    <AuthPage
      title="Sign in"
      intro="Sign in to see your saved matches. Anything you have answered in this browser is kept and added to your account."
      notice={params.deleted ? "Your account and everything we held about you have been deleted." : undefined}
    >
      <SignInForm next={next} />
      {params.deleted ? <ClearBrowserData /> : null}
    </AuthPage>
  );
}
