import Link from "next/link";
import type { ReactNode } from "react";
import { routes, withQuery } from "@/config/routes";
import { contactMethodLabel, contactTimeLabel, firmActionLabel, firmActionsFrom, firmKnowsOf, INTRODUCTION_STATUSES, staffStatusInWords, type IntroductionStatus } from "@/features/introductions";
import { phoneForDisplay } from "@/lib/validation";
import { pageCount, type Paging } from "../paging";
import { PageLinks } from "./page-links";
import type { DeskView, FirmIntroductionView } from "../server/introductions";
import { passOnIntroduction } from "../actions/pass-on-introduction";
import { undoPassOnIntroduction } from "../actions/undo-pass-on-introduction";
import { dateInWords } from "../staff-dates";
import { updateIntroduction } from "../actions/update-introduction";
import type { WorkspaceNotice } from "../workspace-address";
import { DeclineForm } from "./decline-form";
import { noticeCode } from "@/lib/notice-codes";
import { ArrivalNotice } from "@/components/ui/arrival-notice";
import { formatOrdinalDateTime } from "@/lib/dates";


const notices: Record<WorkspaceNotice, string> = {
  updated: "Saved. The change is recorded with your e-mail address and the time.",
  "passed-on": "Marked as passed on, with your e-mail address and the time. The firm's 2 working days to answer count from now.",
  "pass-on-undone": "The mark is undone: it waits at our desk again, due to be passed on as before.",
  "staff-only": "Only Wealth Match staff mark an introduction as passed on.",
  "pass-on-first": "This one is still at our desk: mark it as passed on to the firm first. The firm's 2 working days to answer start then.",
  "not-allowed": "That change is not possible from the introduction's current status.",
  "decline-form": "To decline, give your reason in the Decline form under the introduction.",
  forbidden: "This introduction belongs to another firm.",
  "not-found": "This introduction no longer exists.",
  busy: "Too many changes in a short time. Please wait a moment and try again.",
};

export function readNotice(value: unknown): WorkspaceNotice | null {
  return noticeCode(notices, value);
}

const label = (map: Record<string, string>, value: string | null) => (value && map[value]) || "Not given";

/** A firm's introductions, newest first, with status filters and the actions its staff take. */
export function FirmIntroductions({
  providerId,
  rows,
  total,
  paging,
  status,
  notice,
  noticeFor = null,
  noticePage = null,
  meetingPanels = {},
  otherLists = {},
  firmName,
  viewerIsStaff = false,
}: {
  providerId: string;
  rows: FirmIntroductionView[];
  total: number;
  paging: Paging;
  status: IntroductionStatus | null;
  notice: WorkspaceNotice | null;
  /** The introduction the notice is about, when it is about one. */
  noticeFor?: string | null;
  /** When that introduction has left the filtered list: the page of all introductions that holds it. */
  noticePage?: number | null;
  /** Each introduction's first-meeting panel, by id (the meetings feature's, placed by the page). */
  meetingPanels?: Record<string, ReactNode>;
  /** The pages the workspace's other lists are at (meetingsPage, reviewsPage), kept by every action here. */
  otherLists?: Record<string, string>;
  /** The firm's short name as published. */
  firmName: string;
  /** Our own team (admin or sales), who pass on what reaches the desk. */
  viewerIsStaff?: boolean;
}) {
  const base = routes.salesPortalProvider(providerId);
  const href = (params: { status?: IntroductionStatus | null; page?: number; size?: number }) => {
    const query = new URLSearchParams();
    const s = params.status === undefined ? status : params.status;
    if (s) query.set("status", s);
    query.set("size", String(params.size ?? paging.size));
    query.set("page", String(params.page ?? 1));
    return withQuery(base, query);
  };
  const pages = pageCount(total, paging.size);
  // Sent with each action, so the member comes back to this filter and page.
  const list = new URLSearchParams({ ...(status ? { status } : {}), size: String(paging.size), page: String(paging.page), ...otherLists }).toString();
  const noticeClass = notice === "updated" || notice === "passed-on" || notice === "pass-on-undone" ? "rounded-xl bg-brand-50 p-4 text-brand-900" : "rounded-xl bg-red-50 p-4 text-red-800";
  // About an introduction on this page: said in its own card, which the page scrolls to, and focused
  // there, since the button pressed may be gone. Otherwise above the list.
  const inCard = notice && noticeFor && rows.some((row) => row.id === noticeFor) ? notice : null;
  return (
    <div className="space-y-6">
      {notice && !inCard && (
        <p role="status" className={noticeClass}>
          {notices[notice]}
          {notice === "updated" && status && noticeFor && noticePage !== null && (
            <>
              {` Its status has changed, so it no longer shows under "${staffStatusInWords[status]}": `}
              <Link href={`${href({ status: null, page: noticePage })}#introduction-${noticeFor}`} className="underline">
                see it among all introductions
              </Link>
              .
            </>
          )}
        </p>
      )}
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[null, ...INTRODUCTION_STATUSES.filter(firmKnowsOf)].map((s) => (
            <li key={s ?? "all"}>
              <Link
                href={href({ status: s })}
                aria-current={s === status ? "page" : undefined}
                className="inline-block rounded-full border border-brand-200 px-3 py-1 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {s ? staffStatusInWords[s] : "All"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-muted">
        {total === 1 ? "1 introduction" : `${total} introductions`}
        {status ? ` with the status "${staffStatusInWords[status]}"` : ""}, newest first.
      </p>
      <ol className="space-y-4">
        {rows.map((intro) => (
          <li key={intro.id} id={`introduction-${intro.id}`} className="rounded-2xl border border-brand-100 bg-white p-5" aria-label={`Introduction sent ${formatOrdinalDateTime(intro.createdAt)}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-serif text-xl font-semibold">{intro.contact ? intro.contact.name : "Contact details hidden"}</h3>
              <p className="text-sm">
                Status: <strong>{intro.statusWords}</strong>
                {intro.overdue && <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-800">Overdue: please answer</span>}
              </p>
            </div>
            <p className="text-sm text-muted">
              {viewerIsStaff && intro.desk && !intro.desk.passedOn ? "Reached our desk" : "Sent"} {formatOrdinalDateTime(intro.createdAt)}
            </p>
            {intro.declineReason && <p className="mt-1 text-sm wrap-anywhere">Reason given: {intro.declineReason}</p>}
            {inCard && intro.id === noticeFor && (
              // Keyed by the change, so a second change with the same notice is a new arrival too.
              <ArrivalNotice key={`${inCard}:${intro.status}:${intro.history.length}:${intro.desk?.passedOn ? "passed" : ""}`} className={`mt-2 text-sm ${noticeClass}`}>
                {notices[inCard]}
              </ArrivalNotice>
            )}
            {intro.desk && <DeskLine providerId={providerId} intro={intro} desk={intro.desk} list={list} firmName={firmName} canPassOn={viewerIsStaff} />}
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <dl className="grid grid-cols-[fit-content(45%)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm wrap-anywhere">
                {intro.contact ? (
                  <>
                    <dt className="font-semibold">Phone</dt>
                    <dd>
                      <a className="text-brand-700 underline" href={`tel:${intro.contact.phoneNumber}`}>
                        {phoneForDisplay(intro.contact.phoneNumber)}
                      </a>
                    </dd>
                    <dt className="font-semibold">E-mail</dt>
                    <dd>
                      {intro.contact.email ? (
                        <a className="text-brand-700 underline" href={`mailto:${intro.contact.email}`}>
                          {intro.contact.email}
                        </a>
                      ) : (
                        "Not confirmed yet"
                      )}
                    </dd>
                    <dt className="font-semibold">Prefers</dt>
                    <dd>
                      {label(contactMethodLabel, intro.contact.contactMethod)}, {label(contactTimeLabel, intro.contact.contactTime).toLowerCase()}
                    </dd>
                  </>
                ) : (
                  <p className="col-span-2 text-muted">The firm declined, the visitor withdrew or the introduction expired, so their contact details are hidden.</p>
                )}
              </dl>
              <dl className="grid grid-cols-[fit-content(45%)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm wrap-anywhere">
                <dt className="font-semibold">Help with</dt>
                <dd>{intro.answers.adviceAreas.join(", ") || "Not given"}</dd>
                <dt className="font-semibold">Amount</dt>
                <dd>{intro.answers.amountBand}</dd>
                <dt className="font-semibold">Lives in</dt>
                <dd>{intro.answers.residence}</dd>
                <dt className="font-semibold">Age</dt>
                <dd>{intro.answers.ageBand}</dd>
                <dt className="font-semibold">Ethical investing</dt>
                <dd>{intro.answers.ethicalPreference}</dd>
                {intro.answers.sale && (
                  <>
                    <dt className="font-semibold">Sale to complete</dt>
                    <dd>{intro.answers.sale.timeframe}</dd>
                    <dt className="font-semibold">Other professionals wanted for the sale</dt>
                    <dd>{intro.answers.sale.otherProfessionals}</dd>
                  </>
                )}
              </dl>
            </div>
            {/* Our staff answer for the firm only once it has been passed on (DeskLine says so). */}
            {!(viewerIsStaff && intro.desk && !intro.desk.passedOn && intro.status === "sent") && <FirmActions providerId={providerId} intro={intro} list={list} />}
            {meetingPanels[intro.id]}
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer text-brand-700">History</summary>
              <ol className="mt-2 space-y-1">
                {intro.history.map((h, i) => (
                  <li key={i} className="wrap-anywhere">
                    {formatOrdinalDateTime(h.at)}: {h.statusWords}
                    {h.reason ? ` (${h.reason})` : ""}, by {h.by}
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ol>
      {rows.length === 0 && <p className="text-muted">{total === 0 ? "No introductions here yet." : "Nothing on this page: see the page links below."}</p>}
      <PageLinks paging={paging} pages={pages} href={(page, size) => href({ page, size })} />
    </div>
  );
}

/**
 * One that came through our desk: passed on when and by whom; or, for our staff while it waits for
 * the firm, the day it is due to be passed on by and the button that records it.
 */
function DeskLine({ providerId, intro, desk, list, firmName, canPassOn }: { providerId: string; intro: FirmIntroductionView; desk: DeskView; list: string; firmName: string; canPassOn: boolean }) {
  if (desk.passedOn) {
    const said = `Came through our desk; passed on to ${firmName} on ${formatOrdinalDateTime(desk.passedOn.at)} by ${desk.passedOn.by}.`;
    if (!canPassOn || !desk.passedOn.undoable) return <p className="mt-1 text-sm text-muted wrap-anywhere">{said}</p>;
    // Marked in error: while the firm has not answered and the investor has not been told it is late, the mark can be taken back.
    return (
      <form action={undoPassOnIntroduction} className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm text-muted">
        <p className="wrap-anywhere">{said}</p>
        <input type="hidden" name="providerId" value={providerId} />
        <input type="hidden" name="introductionId" value={intro.id} />
        <input type="hidden" name="list" value={list} />
        <button type="submit" className="min-h-11 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
          Not passed on yet: undo
        </button>
      </form>
    );
  }
  if (!canPassOn || intro.status !== "sent") return <p className="mt-1 text-sm text-muted">Came through our desk.</p>;
  const due = dateInWords(desk.passOnBy);
  return (
    <div className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        Came through our desk, to pass on to {firmName} by the end of {due}. Once it is passed on, you can record the firm&apos;s answer here.
        {desk.late && <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-800">Late: we told the visitor within one working day</span>}
      </p>
      <form action={passOnIntroduction} className="mt-2">
        <input type="hidden" name="providerId" value={providerId} />
        <input type="hidden" name="introductionId" value={intro.id} />
        <input type="hidden" name="list" value={list} />
        <button type="submit" className="rounded-full border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
          Mark as passed on to {firmName}
        </button>
      </form>
    </div>
  );
}

function FirmActions({ providerId, intro, list }: { providerId: string; intro: FirmIntroductionView; list: string }) {
  const actions = firmActionsFrom(intro.status);
  if (actions.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <form action={updateIntroduction} className="flex flex-wrap gap-2">
        <input type="hidden" name="providerId" value={providerId} />
        <input type="hidden" name="introductionId" value={intro.id} />
        <input type="hidden" name="list" value={list} />
        {actions
          .filter((a) => a !== "declined")
          .map((action) => (
            <button key={action} type="submit" name="status" value={action} className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              {firmActionLabel[action]}
            </button>
          ))}
      </form>
      {/* Drawn afresh when the introduction moves on, so a refusal from before does not stay beside it. */}
      {actions.includes("declined") && <DeclineForm key={intro.status} providerId={providerId} introductionId={intro.id} list={list} permalink={`${withQuery(routes.salesPortalProvider(providerId), new URLSearchParams(list))}#introduction-${intro.id}`} />}
    </div>
  );
}
