import { routeForStaff } from "@/features/introductions";
import type { ProviderNames } from "@/features/providers";
import { saveFirmTakingIntroductions } from "../actions/save-firm-taking";
import { noticeFor } from "@/lib/notice-codes";
import { ArrivalNotice } from "@/components/ui/arrival-notice";

export interface FirmRouteView {
  providerId: string;
  members: number;
  introductionsEmail: string | null;
  takingIntroductions: boolean;
  route: Parameters<typeof routeForStaff>[0];
}

const notices = {
  saved: "Saved.",
  taking: "is offered to visitors again.",
  "not-taking": "is no longer offered to visitors.",
  invalid: "Choose a firm and whether it takes introductions.",
  refused: "Only staff can change this.",
  busy: "Too many changes in a short time. Please wait a few minutes and try again.",
} as const;

/**
 * Staff: how each firm's introductions reach it. A firm with no provider member and no
 * introductions address has no direct route; it is flagged, and its introductions go through the
 * desk (or, with no desk configured, it is not offered).
 */
export function FirmRoutes({ firms, desk, notice, noticeFirm, names }: { firms: FirmRouteView[]; desk: string | null; notice: string | undefined; noticeFirm?: string; names: ProviderNames }) {
  const changed = firms.find((f) => f.providerId === noticeFirm);
  const perFirm = notice === "taking" || notice === "not-taking";
  // A firm's change is said in its own row; the others above the table.
  const message = perFirm ? null : noticeFor(notices, notice);
  const withoutDirect = firms.filter((f) => f.route.kind !== "firm" && f.takingIntroductions);
  return (
    <section aria-labelledby="firm-routes-heading" className="space-y-4">
      <h2 id="firm-routes-heading" className="font-serif text-2xl">How each firm receives its introductions</h2>
      <p className="text-sm text-muted">
        {desk ? `Introductions desk: ${desk}. ` : "No introductions desk is configured (INTRODUCTIONS_DESK), so a firm with no direct route is not offered to visitors. "}
        {withoutDirect.length === 0 ? "Every firm taking introductions has a direct route." : `${withoutDirect.length} of ${firms.length} firms have no direct route (no member and no introductions address).`}
      </p>
      {message && <p role="status" className="text-sm font-semibold">{message}</p>}
      <div className="relative overflow-x-auto rounded-xl border border-brand-100">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Firms and their delivery routes</caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className="px-4 py-2">Firm</th>
              <th scope="col" className="px-4 py-2">Members</th>
              <th scope="col" className="px-4 py-2">Introductions address</th>
              <th scope="col" className="px-4 py-2">Route</th>
              <th scope="col" className="px-4 py-2">Takes introductions</th>
            </tr>
          </thead>
          <tbody>
            {firms.map((f) => (
              <tr key={f.providerId} id={`firm-route-${f.providerId}`} aria-label={names.short(f.providerId)} className="border-t border-brand-100 scroll-mt-28">
                <th scope="row" className="px-4 py-2 font-medium">{names.short(f.providerId)}</th>
                <td className="px-4 py-2">{f.members}</td>
                <td className="px-4 py-2">{f.introductionsEmail ?? "None"}</td>
                <td className="px-4 py-2">
                  {f.route.kind === "firm" ? routeForStaff(f.route) : <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{routeForStaff(f.route)}</span>}
                </td>
                <td className="px-4 py-2">
                  {perFirm && changed === f && (
                    <ArrivalNotice key={notice} className="mb-2 font-semibold">
                      Saved: {names.short(f.providerId)} {noticeFor(notices, notice)}
                    </ArrivalNotice>
                  )}
                  {f.takingIntroductions ? (
                    // Stopping takes the firm away from every visitor's choices: a second press confirms it.
                    // The current "Yes" stands beside the summary, so the summary's name is only what it does.
                    <div className="flex flex-wrap items-start gap-2">
                      <span className="py-1">Yes</span>
                      <details>
                        <summary className="inline-flex cursor-pointer items-center">
                          <span className="rounded-full border border-brand-700 px-3 py-1 text-xs font-semibold text-brand-800">
                            Mark as not taking introductions<span className="sr-only"> ({names.short(f.providerId)})</span>
                          </span>
                        </summary>
                        <form action={saveFirmTakingIntroductions} className="mt-2 space-y-2">
                          <input type="hidden" name="providerId" value={f.providerId} />
                          <input type="hidden" name="taking" value="no" />
                          <p className="text-xs text-muted">Visitors will no longer be offered {names.short(f.providerId)}: no box to send it their details and no button to ask it to call.</p>
                          <button type="submit" className="rounded-full bg-red-800 px-3 py-1 text-xs font-semibold text-white">
                            Stop offering {names.short(f.providerId)}
                          </button>
                        </form>
                      </details>
                    </div>
                  ) : (
                    <form action={saveFirmTakingIntroductions} className="flex items-center gap-2">
                      <input type="hidden" name="providerId" value={f.providerId} />
                      <input type="hidden" name="taking" value="yes" />
                      <span>No</span>
                      <button type="submit" className="rounded-full border border-brand-700 px-3 py-1 text-xs font-semibold text-brand-800">
                        Mark as taking introductions<span className="sr-only"> ({names.short(f.providerId)})</span>
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
