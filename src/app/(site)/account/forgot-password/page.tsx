import type { Metadata } from "next";
import { routes } from "@/config/routes";
import { AuthPage } from "@/features/accounts/components/auth-page";
import { ForgotPasswordForm } from "@/features/accounts/components/forgot-password-form";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({ title: "Forgot your password?", description: "Get a link to choose a new password.", path: routes.forgotPassword, noIndex: true });

export default function ForgotPasswordPage() {
  return (
    <AuthPage title="Forgot your password?" intro="Enter the e-mail address of your account and we will e-mail you a link to choose a new password. The link works once, for one hour.">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
