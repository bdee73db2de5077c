import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query parameters naming the page of each list in the firm's workspace. */
export const LIST_PAGE_PARAMETERS = { meetings: "meetingsPage", reviews: "reviewsPage" } as const;

/** A page number from the address or a form: a whole number from 1, else the first page. */
export function readListPage(value: unknown): number {
  const text = typeof value === "string" ? value : "";
  if (!/^[1-9][0-9]{0,5}$/.test(text)) return 1;
  return Number(text);
}

/**
 * Where an action on the firm's meetings or reviews goes back to: the firm's workspace (only for a
 * real firm id, since it goes into the Location header), at the page of the list the form was on,
 * with the notice, and at the meeting's row when there is one.
 */
export function workspaceListAddress(
  values: { providerId: string; page: string },
  list: "meetings" | "reviews",
  notice: string,
  introductionId?: string,
): string {
  if (!isProviderId(values.providerId)) return routes.salesPortal;
  const page = readListPage(values.page);
  const query = new URLSearchParams(page > 1 ? { [LIST_PAGE_PARAMETERS[list]]: String(page) } : {});
  query.set(list === "meetings" ? "outcome" : "review", notice);
  const anchor = list === "reviews" ? "#reviews" : introductionId && UUID.test(introductionId) ? `#meeting-${introductionId}` : "#after-the-meeting";
  return `${routes.salesPortalProvider(values.providerId)}?${query}${anchor}`;
}
