import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { routes } from "@/config/routes";
import { siteUrl } from "@/config/env";
import { ContactProviders } from "@/features/leads/components/contact-providers";
import { ProfileForm } from "@/features/leads/components/profile-form";
import { MatchResults } from "@/features/results/components/results-view";
import { loadResults } from "@/features/results/load-results";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";

export const metadata: Metadata = { title: "Your matches", robots: { index: false } };

/** The visitor's stored match; a visitor who has not finished the questionnaire is sent to start it. */
export default async function Page() {
  const visitor = await currentVisitor().catch(() => null);
  const view = visitor ? await loadResults(await db(), visitor.id) : null;
  if (!view) redirect(routes.proforma);

  const providers = view.matched.map(({ provider }) => provider);
  return (
    <>
      <StructuredData
        nodes={[{ "@type": "WebPage", "@id": `${siteUrl()}${routes.results}`, name: "Your wealth manager matches", url: `${siteUrl()}${routes.results}` }]}
      />
      <MatchResults view={view} />
      <div className="mx-auto max-w-6xl space-y-14 px-4 pb-16 sm:px-6">
        <section aria-labelledby="profile-heading" className="rounded-3xl bg-sand p-6 sm:p-10">
          <h2 id="profile-heading" className="font-serif text-2xl font-semibold">
            Get introduced
          </h2>
          <p className="mt-2 max-w-2xl text-muted">Tell us how to reach you and your matches can get in touch about your plans.</p>
          <div className="mt-6 max-w-3xl">
            <ProfileForm callingCode={view.callingCode} recs={providers.map((p) => p.id)} sent={view.lead} />
          </div>
        </section>
        <section aria-labelledby="callback-heading">
          <h2 id="callback-heading" className="font-serif text-2xl font-semibold">
            Ask for a call
          </h2>
          <ContactProviders providers={providers} callbacks={view.callbacks} canRequest={view.lead !== null} />
        </section>
      </div>
    </>
  );
}
