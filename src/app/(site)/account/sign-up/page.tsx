import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/features/accounts/components/auth-page";
import { SignUpForm } from "@/features/accounts/components/sign-up-form";
import { safeNextPath } from "@/features/accounts/schemas";
import { pageMetadata } from "@/lib/metadata";
import { currentMember } from "@/server/auth/session";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Create an account",
  description: "Keep your matches with an e-mail address and password.",
  path: routes.signUp,
  noIndex: true,
});

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === "string" ? params.next : null);
  if (await currentMember()) redirect(next);
  return (
    <AuthPage
      title="Create an account"
      intro="Keep your matches and come back to them from any device. We e-mail you a link to confirm your address; open it in this browser and your answers so far come with you. Nothing you entered is lost."
    >
      <SignUpForm next={next} />
    </AuthPage>
  );
}
