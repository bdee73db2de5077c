import type { Metadata } from "next";
import { routes } from "@/config/routes";
import { ConfirmEmailForm, LinkNoLongerWorks } from "@/features/introductions/components/confirm-email-form";
import { pendingConfirmation } from "@/features/introductions/server";
import { pageMetadata } from "@/lib/metadata";
import { db } from "@/server/db/client";

export const metadata: Metadata = pageMetadata({ title: "Confirm your e-mail address", description: "Confirm your e-mail address so we can send your introductions, or show your new address to the firms you were introduced to.", path: routes.introductionsConfirm, noIndex: true });

/**
 * The investor's e-mailed confirmation link opens this page. Opening it changes nothing (mail
 * scanners open links too): the page reads what confirming would do and says it, or says at once
 * that the link no longer works. The button confirms the address, sends the waiting introductions
 * and shows the address to the firms that already have the investor's details.
 */
export default async function ConfirmIntroductionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token.slice(0, 200) : "";
  const pending = token ? await pendingConfirmation(await db(), token) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      {pending ? (
        <ConfirmEmailForm token={token} pending={pending} />
      ) : (
        <>
          <h1 className="font-serif text-4xl text-ink">{token ? "This link no longer works" : "This link is not complete"}</h1>
          <LinkNoLongerWorks incomplete={!token} />
        </>
      )}
    </div>
  );
}
