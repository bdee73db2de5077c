import type { Metadata } from "next";
import Link from "next/link";
import { routes } from "@/config/routes";
import { OutcomePage } from "@/features/reviews/components/outcome-page";
import { investorOutcomeView, meetingInWords } from "@/features/reviews/server";
import { pageMetadata } from "@/lib/metadata";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { findLeadByUser } from "@/server/db/queries/leads";
import { publishedName } from "@/features/reviews/summary";
import { isUuid } from "@/lib/uuid";
import { ForgetNotice } from "@/components/ui/forget-notice";

export const metadata: Metadata = pageMetadata({ title: "How did your meeting go?", description: "Tell us how your first meeting went, and review the firm.", path: routes.introductionOutcomes, noIndex: true });
export const dynamic = "force-dynamic";

/**
 * After a first meeting (docs/reviews.md): the investor's mail signs them in and opens this page.
 * Anyone else, or someone signed out, is told how to sign in; nothing about the introduction shows.
 */
export default async function IntroductionOutcomePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const query = await searchParams;
  const visitor = await currentVisitor();
  const database = await db();
  const view = visitor && isUuid(id) ? await investorOutcomeView(database, visitor.id, id) : null;
  if (!view) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">Sign in to answer</h1>
        <p className="mt-4 text-ink">
          {visitor ? "This introduction is not one of yours, or it no longer exists." : "This page is for the person we introduced, once they are signed in."} The e-mail we sent you has a
          button that signs you in; if it has expired, you can ask for a new sign-in link.
        </p>
        <p className="mt-4">
          <Link href={routes.signInThen(routes.introductionOutcome(isUuid(id) ? id : ""))} className="font-semibold text-brand-700 underline underline-offset-2">
            Sign in or get a sign-in link
          </Link>
        </p>
      </div>
    );
  }
  const lead = await findLeadByUser(database, visitor!.id);
  return (
    <>
      {query.notice !== undefined && <ForgetNotice names="notice" />}
      <OutcomePage
        notice={typeof query.notice === "string" ? query.notice : null}
        view={{
          introductionId: id,
          firmName: view.firmName,
          providerId: view.providerId,
          meetingWords: view.meeting ? meetingInWords(view.meeting.startsAt) : null,
          upcomingWords: view.upcoming ? meetingInWords(view.upcoming.startsAt) : null,
          own: view.own,
          review: view.review,
          publishedAs: lead ? publishedName(lead.firstName, lead.lastName) : "your first name and initial",
        }}
      />
    </>
  );
}
