import type { Metadata } from "next";
import { routes } from "@/config/routes";
import { ConfirmEmailForm } from "@/features/introductions/components/confirm-email-form";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({ title: "Confirm your e-mail address", description: "Confirm your e-mail address so we can send your introductions, or show your new address to the firms you were introduced to.", path: routes.introductionsConfirm, noIndex: true });

/**
 * The investor's e-mailed confirmation link opens this page. Opening it changes nothing (mail
 * scanners open links too); the button confirms the address, sends the waiting introductions and
 * shows the address to the firms that already have the investor's details.
 */
export default async function ConfirmIntroductionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token.slice(0, 200) : "";
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-serif text-4xl text-ink">Confirm your e-mail address</h1>
      {token ? (
        <ConfirmEmailForm token={token} />
      ) : (
        <p role="status" className="mt-4 text-ink">
          This link is not complete. Please open the link from the latest e-mail we sent you.
        </p>
      )}
    </div>
  );
}
