import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { routes } from "@/config/routes";
import { siteUrl } from "@/config/env";
import { canWithdraw, CONTACT_METHODS, CONTACT_TIMES } from "@/features/introductions";
import { YourIntroductions } from "@/features/introductions/components/your-introductions";
import { listVisitorIntroductions, yourIntroductions } from "@/features/introductions/server";
import { ProfileForm } from "@/features/leads/components/profile-form";
import { visitorLead } from "@/features/leads/server/send-profile";
import { MatchResults } from "@/features/results/components/results-view";
import { loadResults } from "@/features/results/load-results";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";

/**
 * No noindex: the page only ever shows a visitor their own matches, from their session cookie. A
 * search engine's crawler has no visit, so it is sent to the questionnaire's start like anyone
 * else without one, and there is nothing here for it to index.
 */
export const metadata: Metadata = { title: "Your matches", description: "The wealth managers matched to your answers, and why each was chosen.", alternates: { canonical: routes.proforma } };

/** The visitor's stored match; a visitor who has not finished the questionnaire is sent to start it. */
export default async function Page() {
  const visitor = await currentVisitor().catch(() => null);
  const view = visitor ? await loadResults(await db(), visitor.id) : null;
  if (!view) redirect(routes.proforma);

  const database = await db();
  const [lead, introductions, yours] = visitor
    ? await Promise.all([visitorLead(database, visitor.id), listVisitorIntroductions(database, visitor.id), yourIntroductions(database, visitor.id)])
    : [null, [], []];
  const firms = view.matched.map(({ provider }) => ({ id: provider.id, name: provider.name }));
  const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | null => (list as readonly string[]).includes(value ?? "") ? (value as T) : null;
  const sent = view.lead && lead ? { ...view.lead, contactMethod: oneOf(CONTACT_METHODS, lead.contactMethod), contactTime: oneOf(CONTACT_TIMES, lead.contactTime) } : null;
  return (
    <>
      <StructuredData
        nodes={[{ "@type": "WebPage", "@id": `${siteUrl()}${routes.results}`, name: "Your wealth manager matches", url: `${siteUrl()}${routes.results}` }]}
      />
      <MatchResults view={view} />
      <div className="mx-auto max-w-6xl space-y-14 px-4 pb-16 sm:px-6">
        {yours.length > 0 && <YourIntroductions introductions={yours} />}
        <section aria-labelledby="profile-heading" className="rounded-3xl bg-sand p-6 sm:p-10">
          <h2 id="profile-heading" className="font-serif text-2xl font-semibold">
            Get introduced
          </h2>
          <p className="mt-2 max-w-2xl text-muted">Choose which of your matches may contact you, and tell us how to reach you.</p>
          <div className="mt-6 max-w-3xl">
            <ProfileForm
              callingCode={view.callingCode}
              firms={firms}
              sent={sent}
              introductions={introductions.map((i) => ({ id: i.id, providerId: i.providerId, statusWords: i.statusWords, declineReason: i.declineReason, canWithdraw: canWithdraw(i.status) }))}
            />
          </div>
        </section>
      </div>
    </>
  );
}
