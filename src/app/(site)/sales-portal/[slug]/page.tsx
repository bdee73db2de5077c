import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActivityChart } from "@/features/sales-portal/components/activity-chart";
import { FirmIntroductions, readNotice } from "@/features/sales-portal/components/firm-introductions";
import { PortalHeader } from "@/features/sales-portal/components/portal-header";
import { PortalSection } from "@/features/sales-portal/components/portal-section";
import { LIST_PAGE_PARAMETERS, readListPage, readPaging } from "@/features/sales-portal/paging";
import { isProviderId } from "@/features/providers";
import { loadProviderNames } from "@/features/providers/server";
import { FirmMeeting, MeetingOptionsForm } from "@/features/meetings/components";
import { firmMeetingRecipients, firmMeetings, readMeetingSettings, settingsFormValues, statusWithMeeting } from "@/features/meetings/server";
import { firmIntroductionCounts, listFirmIntroductions, pageOfFirmIntroduction, readStatusFilter } from "@/features/sales-portal/server/introductions";
import { canManageRoles, canViewSalesPortal } from "@/lib/permissions";
import { FirmAfterMeeting } from "@/features/reviews/components/firm-after-meeting";
import { ResponseFiguresPanel } from "@/features/reviews/components/response-figures-panel";
import { firmMeetingRows, firmResponseFigures, firmReviewRows } from "@/features/reviews/server";
import { pageMetadata } from "@/lib/metadata";
import { requireProviderPage } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { providerActivity, weeklyActivity } from "@/server/db/queries/portal";
import { routes, withQuery } from "@/config/routes";
import { possessive } from "@/lib/words";
import { weekInWords } from "@/features/sales-portal/staff-dates";
import { isUuid } from "@/lib/uuid";
import { ForgetNotice } from "@/components/ui/forget-notice";

export const metadata: Metadata = pageMetadata({ title: "Provider report", description: "A provider's matches and introductions.", path: routes.salesPortal, noIndex: true });

const WEEKS = 12;
/** The workspace's lists after the first meetings, each paged on its own. */
const LISTS = ["meetings", "reviews"] as const;

export default async function ProviderReportPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { slug } = await params;
  if (!isProviderId(slug)) notFound();
  const member = await requireProviderPage(slug);
  const query = await searchParams;
  const paging = readPaging(query);
  const status = readStatusFilter(query.status);
  const database = await db();
  const listPages = { meetings: readListPage(query[LIST_PAGE_PARAMETERS.meetings]), reviews: readListPage(query[LIST_PAGE_PARAMETERS.reviews]) };
  const [weeklyMatches, intros, activity, introduced, meetingRows, reviewRows, figures, names] = await Promise.all([
    weeklyActivity(database, slug, WEEKS),
    listFirmIntroductions(database, slug, { status, limit: paging.size, offset: paging.offset, viewerIsStaff: canViewSalesPortal(member.roles) }),
    providerActivity(database),
    firmIntroductionCounts(database, slug, WEEKS),
    firmMeetingRows(database, slug, { page: listPages.meetings }),
    firmReviewRows(database, slug, { page: listPages.reviews }),
    firmResponseFigures(database, slug),
    loadProviderNames(database),
  ]);
  const provider = { name: names.full(slug), nameForSL: names.short(slug) };
  const [meetings, meetingSettings, meetingRecipients] = await Promise.all([firmMeetings(database, slug, intros.rows), readMeetingSettings(database, slug), firmMeetingRecipients(database, slug)]);
  // Who is e-mailed each meeting's invitation and reminder on the firm's side, as its meeting mails go.
  const invitedWords = {
    firm: "You and the investor are each e-mailed a calendar invitation, and a reminder a day before.",
    desk: `The investor and our introductions desk, which passes them on to ${provider.nameForSL}, are each e-mailed a calendar invitation, and a reminder a day before.`,
    nobody: `The investor is e-mailed a calendar invitation, and a reminder a day before; ${provider.nameForSL} has no one to receive them through us at the moment.`,
  }[meetingRecipients.reaches];
  const rows = intros.rows.map((row) => {
    const meeting = meetings[row.id]?.meeting;
    const words = statusWithMeeting(row.status, meeting ? { endsAt: new Date(meeting.endsAt), inWords: meeting.inWords } : null);
    return words ? { ...row, statusWords: words } : row;
  });
  // An introduction changed from a filtered list it has since left: the page of all introductions that holds it.
  const noticeFor = isUuid(query.introduction) ? query.introduction : null;
  const movedTo = status && noticeFor && !rows.some((row) => row.id === noticeFor) ? await pageOfFirmIntroduction(database, slug, noticeFor, paging.size) : null;
  const investorNames = new Map(intros.rows.map((row) => [row.id, row.contact?.name]));
  const meetingPanels = Object.fromEntries(
    Object.values(meetings).map((view) => [
      view.introductionId,
      <FirmMeeting key={view.introductionId} providerId={slug} names={{ firmName: provider.nameForSL, investorName: investorNames.get(view.introductionId) }} view={view} />,
    ]),
  );
  const totals = activity.find((row) => row.providerId === slug);
  // Matched leads (a visitor who sent details while matched with this firm, perhaps to a rival) are not shown to the firm:
  // only its own introductions count.
  const weekly = weeklyMatches.map((w) => ({ week: w.week, matches: w.matches, introductions: introduced.byWeek.get(w.week) ?? 0 }));

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <PortalHeader member={member} title={provider.name} intro="The visitors who chose to be introduced to this firm, and how often it was matched." />
      {query.notice !== undefined && <ForgetNotice names="notice introduction" />}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {canViewSalesPortal(member.roles) && (
          <Link href={routes.salesPortal} className="text-brand-700 underline">Back to the overview</Link>
        )}
        <Link href={routes.providerEditor(slug)} className="text-brand-700 underline">{possessive(provider.nameForSL).replace("'", "’")} profile facts</Link>
      </p>

      <dl className="grid gap-4 sm:grid-cols-4">
        {[
          ["Visitors matched with this firm", totals?.matches ?? 0],
          ["Visitors who chose this firm", introduced.total],
          ["Chose this firm, last 30 days", introduced.last30Days],
          ["Callback requests", totals?.callbacks ?? 0],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-brand-100 bg-white p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 font-serif text-3xl text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      <PortalSection id="introductions" title="Introductions">
        <p className="mt-1 text-sm text-muted">Please accept or decline each new introduction within 2 working days.</p>
        <div className="mt-4">
          <FirmIntroductions providerId={slug} rows={rows} meetingPanels={meetingPanels} total={intros.total} paging={paging} status={status} notice={readNotice(query.notice)} noticeFor={noticeFor} noticePage={movedTo}
            firmName={provider.nameForSL} viewerIsStaff={canViewSalesPortal(member.roles)}
            otherLists={Object.fromEntries(LISTS.filter((list) => listPages[list] > 1).map((list) => [LIST_PAGE_PARAMETERS[list], String(listPages[list])]))}
          />
        </div>
      </PortalSection>

      <FirmAfterMeeting
        providerId={slug}
        meetings={meetingRows}
        reviews={reviewRows}
        pageHref={(list, page, anchor) => {
          // The introductions' filter and page and the other list's page stay; notices go.
          const kept = new URLSearchParams();
          for (const name of ["status", "size", "page", LIST_PAGE_PARAMETERS.meetings, LIST_PAGE_PARAMETERS.reviews]) {
            const value = query[name];
            if (typeof value === "string") kept.set(name, value);
          }
          kept.set(LIST_PAGE_PARAMETERS[list], String(page));
          return `${withQuery(routes.salesPortalProvider(slug), kept)}#${anchor ?? (list === "meetings" ? "after-the-meeting" : "reviews")}` as Route;
        }}
        canReply={member.roles.some((r) => r.role === "provider" && r.providerId === slug)}
        canRemove={canManageRoles(member.roles)}
      />

      <PortalSection id="activity" title={`Matches and introductions over the last ${WEEKS} weeks`}>
        <ActivityChart data={weekly} />
        {/* Hidden by its wrapper: a table sized 1 px still grows to its content and widens a phone's page. */}
        <div className="sr-only">
          <table>
            <caption>Visitors matched with this firm and introductions to it, per week</caption>
            <thead>
              <tr><th scope="col">Week starting</th><th scope="col">Visitors matched</th><th scope="col">Introductions</th></tr>
            </thead>
            <tbody>
              {weekly.map((w) => (
                <tr key={w.week}><th scope="row">{weekInWords(w.week, true)}</th><td>{w.matches}</td><td>{w.introductions}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </PortalSection>

      <PortalSection id="first-meetings" title="First meetings">
        <p className="mt-1 max-w-3xl text-sm text-muted">
          Once you accept an introduction, the investor can book a first meeting from the times these options give, shown to them in their own
          time zone. Bank holidays in England and Wales are never offered. {invitedWords}
        </p>
        <div className="mt-4">
          {/* Drawn afresh after another form on the page has been sent, so its own "Saved" does not stand beside that form's notice. */}
          <MeetingOptionsForm key={[query.notice, query.introduction].join("|")} initial={{ providerId: slug, ...settingsFormValues(meetingSettings) }} />
        </div>
      </PortalSection>

      <div className="max-w-xl">
        <ResponseFiguresPanel firmName={provider.nameForSL} figures={figures} />
      </div>
    </div>
  );
}
