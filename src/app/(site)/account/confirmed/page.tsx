import type { Metadata } from "next";
import Link from "next/link";
import { AuthPage } from "@/features/accounts/components/auth-page";
import { safeNextPath } from "@/features/accounts/schemas";
import { pageMetadata } from "@/lib/metadata";
import { currentMember } from "@/server/auth/session";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Your account",
  description: "Confirming the e-mail address of your account.",
  path: routes.accountConfirmed,
  noIndex: true,
});

const action = "inline-flex h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800";
const quiet = "text-brand-700 underline";

/**
 * Where the link confirming a new account's address leads (Better Auth's verify-email, with this
 * page as its callback): it says what happened, since the link may be opened in another browser
 * (a mail app's), opened again once used, or be out of date (Better Auth adds `error`).
 */
export default async function AccountConfirmedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === "string" ? params.next : null);
  const error = typeof params.error === "string" ? params.error : null;
  if (error) {
    return (
      <AuthPage
        title="This link no longer works"
        intro={
          error === "TOKEN_EXPIRED"
            ? "The link to confirm your e-mail address has expired: each one works for 24 hours."
            : "The link to confirm your e-mail address is not one we can use: it may have been copied only in part."
        }
      >
        <p className="text-muted">If you have confirmed your address already, sign in with your password. If not, create your account again and we will e-mail you a new link.</p>
        <p className="mt-6 flex flex-wrap items-center gap-6">
          <Link href={routes.signInThen(next)} className={action}>
            Sign in
          </Link>
          <Link href={routes.signUpThen(next)} className={quiet}>
            Create the account again
          </Link>
        </p>
      </AuthPage>
    );
  }
  const member = await currentMember();
  if (member) {
    return (
      <AuthPage title="Your account is ready" intro={`${member.email} is confirmed, and you are signed in in this browser.`}>
        <p className="text-muted">Answers and introductions you made without an account in another browser join your account when you sign in there.</p>
        <p className="mt-6">
          <Link href={next} className={action}>
            Continue
          </Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Your e-mail address is confirmed" intro="Your account is ready. To use it in this browser, sign in with your e-mail address and password.">
      <p className="text-muted">Answers and introductions this browser holds without an account join your account when you sign in here.</p>
      <p className="mt-6">
        <Link href={routes.signInThen(next)} className={action}>
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
