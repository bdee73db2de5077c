import type { Metadata } from "next";
import Link from "next/link";
import { StructuredData } from "@/components/structured-data";
import { routes } from "@/config/routes";
import { siteUrl } from "@/config/env";
import { CONTACT_METHODS, CONTACT_TIMES, isOffered } from "@/features/introductions";
import { YourIntroductions } from "@/features/introductions/components";
import { NextFirmOffer } from "@/features/introductions/components/next-firm-offer";
import { confirmationLink, currentOffer, firmRoutes, listVisitorIntroductions, yourIntroductions } from "@/features/introductions/server";
import { InvestorMeeting } from "@/features/meetings/components";
import { investorMeetings, withMeetingStatus } from "@/features/meetings/server";
import { ProfileForm } from "@/features/leads/components/profile-form";
import { firmChoice, type MatchedFirm } from "@/features/leads/firm-choice";
import { firmIntroductionView } from "@/features/leads/introduction-view";
import { RequestLinkForm, SaveResultsForm } from "@/features/accounts/components/sign-in-link-forms";
import { visitorLead } from "@/features/leads/server/send-profile";
import { MatchResults } from "@/features/results/components/results-view";
import { loadResults } from "@/features/results/load-results";
import { savedResultsText } from "@/features/results/saved-results";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";

/**
 * No noindex: the page only ever shows a visitor their own matches, from their session cookie. A
 * search engine's crawler has no visit, so it sees the page that says there are no answers here,
 * like anyone else without one, and there is nothing here for it to index.
 */
export const metadata: Metadata = { title: "Your matches", description: "The wealth managers matched to your answers, and why each was chosen.", alternates: { canonical: routes.proforma } };

/**
 * The visitor's stored match. Without finished answers in this browser (another device, a cleared
 * browser, a link opened elsewhere) the page says so and how to get back to them: never a silent
 * redirect. `?signed-in=link`: just signed in with a one-time link; an anonymous visitor is then
 * offered a password.
 */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const visitor = await currentVisitor().catch(() => null);
  const view = visitor ? await loadResults(await db(), visitor.id) : null;
  if (!view) return <NoResultsHere />;

  const database = await db();
  const matchedIds = view.matched.map(({ provider }) => provider.id);
  const [lead, introductions, yours, routeOf, offer, meetings] = visitor
    ? await Promise.all([
        visitorLead(database, visitor.id),
        listVisitorIntroductions(database, visitor.id),
        yourIntroductions(database, visitor.id),
        firmRoutes(database, matchedIds),
        currentOffer(database, visitor.id),
        investorMeetings(database, visitor.id),
      ])
    : [null, [], [], new Map(), null, {}];
  const meetingPanels = Object.fromEntries(Object.values(meetings).map((m) => [m.introductionId, <InvestorMeeting key={m.introductionId} view={m} />]));
  const firms: MatchedFirm[] = view.matched.map(({ provider }) => {
    const route = routeOf.get(provider.id);
    const offered = route !== undefined && isOffered(route);
    return { id: provider.id, name: provider.name, shortName: provider.nameForSL, offered, throughDesk: offered && route.kind === "desk", webAddress: provider.webAddress };
  });
  // Firms introduced from outside the current matches (a next-firm offer from the wider pool) stay listed.
  for (const intro of yours) {
    if (!firms.some((f) => f.id === intro.providerId)) firms.push({ id: intro.providerId, name: intro.firmName, shortName: intro.firmShortName, offered: false });
  }
  const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | null => (list as readonly string[]).includes(value ?? "") ? (value as T) : null;
  // No firm to tick and none introduced: the form could never be sent, so it is not shown.
  const canIntroduce = firmChoice(firms, introductions.map((i) => i.providerId)).usable;
  const sent =
    view.lead && lead
      ? { ...view.lead, contactMethod: oneOf(CONTACT_METHODS, lead.contactMethod), contactTime: oneOf(CONTACT_TIMES, lead.contactTime), confirmLink: await confirmationLink(database, lead.id) }
      : null;
  return (
    <>
      <StructuredData
        nodes={[{ "@type": "WebPage", "@id": `${siteUrl()}${routes.results}`, name: "Your wealth manager matches", url: `${siteUrl()}${routes.results}` }]}
      />
      {visitor?.isAnonymous && params["signed-in"] === "link" && (
        <div role="status" className="bg-brand-50">
          <div className="mx-auto max-w-6xl px-4 py-4 text-sm text-brand-900 sm:px-6">
            <p className="font-semibold">This device can now see your introductions: they are below.</p>
            <p className="mt-1">
              Add a password to keep your results in an account you can sign in to at any time: everything here moves to it.{" "}
              <Link href={routes.signUpThen(routes.account)} className="font-semibold text-brand-700 underline">
                Add a password
              </Link>
            </p>
          </div>
        </div>
      )}
      <MatchResults view={view} />
      <div className="mx-auto max-w-6xl space-y-14 px-4 pb-16 sm:px-6">
        <YourIntroductions introductions={withMeetingStatus(yours, meetings)} meetingPanels={meetingPanels} hideWhenEmpty />
        {visitor?.isAnonymous && (
          <section aria-labelledby="save-results-heading" className="rounded-3xl border border-brand-100 p-6 sm:p-10">
            <h2 id="save-results-heading" className="font-serif text-2xl font-semibold">
              Save your results
            </h2>
            <p className="mt-2 max-w-2xl text-muted">{savedResultsText(params["signed-in"] === "link")}</p>
            <div className="mt-6 max-w-xl">
              <SaveResultsForm />
            </div>
            <p className="mt-6 max-w-2xl text-sm text-muted">
              Or{" "}
              <Link href={routes.signUpThen(routes.results)} className="font-semibold text-brand-700 underline">
                create an account
              </Link>{" "}
              with a password: your results and introductions move to it, and you can sign in to them at any time.
            </p>
          </section>
        )}
        <section aria-labelledby="profile-heading" className="rounded-3xl bg-sand p-6 sm:p-10">
          <h2 id="profile-heading" className="font-serif text-2xl font-semibold">
            Get introduced
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            {canIntroduce
              ? "Choose which of your matches may contact you, and tell us how to reach you."
              : "We pass your details to the firms you choose, when they can take introductions through us."}
          </p>
          <div className="mt-6 max-w-3xl space-y-6">
            <NextFirmOffer offer={offer && { trigger: { firmName: offer.trigger.firmName, reason: offer.trigger.reason }, next: offer.next }} />
            <ProfileForm
              callingCode={view.callingCode}
              firms={firms}
              sent={sent}
              introductions={introductions.map(firmIntroductionView)}
            />
          </div>
        </section>
      </div>
    </>
  );
}

function NoResultsHere() {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold">We have no answers for you here</h1>
      <p className="text-ink">
        Your matches are kept with the browser you answered the questions in, and this browser has none: perhaps you answered on another
        device, or this browser&rsquo;s data was cleared.
      </p>
      <ul className="list-disc space-y-2 pl-5 text-ink">
        <li>
          If you sent your details to a firm, the e-mail we sent you has a link that opens your introductions on any device. Or we can e-mail
          you a new link below.
        </li>
        <li>
          If you have an account,{" "}
          <Link href={routes.signInThen(routes.results)} className="font-semibold text-brand-700 underline">
            sign in
          </Link>
          .
        </li>
        <li>
          Otherwise,{" "}
          <Link href={routes.proforma} className="font-semibold text-brand-700 underline">
            answer the questions
          </Link>
          .
        </li>
      </ul>
      <section aria-labelledby="no-results-link-heading" className="rounded-2xl border border-brand-100 p-6">
        <h2 id="no-results-link-heading" className="font-serif text-2xl font-semibold">
          E-mail me a sign-in link
        </h2>
        <div className="mt-4">
          <RequestLinkForm />
        </div>
      </section>
    </div>
  );
}
