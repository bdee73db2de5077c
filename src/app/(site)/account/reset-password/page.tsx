import type { Metadata } from "next";
import Link from "next/link";
import { routes } from "@/config/routes";
import { AuthPage } from "@/features/accounts/components/auth-page";
import { ResetPasswordForm } from "@/features/accounts/components/reset-password-form";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({ title: "Choose a new password", description: "Choose a new password for your account.", path: routes.resetPassword, noIndex: true });

/** Opened from the e-mailed link (Better Auth checks the token and adds it, or an error, to the address). */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.token === "string" && params.token.length <= 200 ? params.token : null;
  if (!token || params.error) {
    return (
      <AuthPage title="This link has expired" intro="Links to choose a new password work once, for one hour.">
        <Link href={routes.forgotPassword} className="font-semibold text-brand-700 underline">Ask for a new link</Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Choose a new password" intro="Choose a new password for your account. You will then sign in with it.">
      <ResetPasswordForm token={token} />
    </AuthPage>
  );
}
