import "server-only";

import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import type { RoleGrant } from "@/lib/permissions";
import { LIST_PAGE_PARAMETERS, readListPage, readPaging } from "./paging";
import { readStatusFilter } from "./server/introductions";
import { isUuid } from "@/lib/uuid";

/** Notices the workspace can show after an action, by code (never text from the URL). */
export type WorkspaceNotice = "updated" | "passed-on" | "pass-on-undone" | "staff-only" | "pass-on-first" | "not-allowed" | "decline-form" | "forbidden" | "not-found" | "busy";

/**
 * The list a form was sent from (its status filter and page), rebuilt from what it reads as, so
 * the member goes back to the list they were working through. Sent as a query string; only a known
 * status and a valid page and size come through.
 */
function listQuery(sent: string): string {
  const params = Object.fromEntries(new URLSearchParams(sent.slice(0, 200)));
  const query = new URLSearchParams();
  const status = readStatusFilter(params.status);
  if (status) query.set("status", status);
  if (params.size !== undefined || params.page !== undefined) {
    const paging = readPaging(params);
    query.set("size", String(paging.size));
    query.set("page", String(paging.page));
  }
  // The pages of the meetings and reviews lists further down the workspace, when past the first.
  for (const name of Object.values(LIST_PAGE_PARAMETERS)) {
    const page = readListPage(params[name]);
    if (page > 1) query.set(name, String(page));
  }
  return query.size > 0 ? `${query}&` : "";
}

/**
 * The workspace to go back to after an introduction's action: a firm's id only when it is one (it
 * goes into the redirect's Location header, where a line break or any other stray text must never
 * reach), the list it was sent from, the notice, and the introduction to show.
 */
export function workspaceOf(firm: string | null, notice: WorkspaceNotice, introductionId?: string, list = ""): string {
  const workspace = firm ? routes.salesPortalProvider(firm) : routes.salesPortal;
  const listed = firm ? listQuery(list) : "";
  return `${workspace}?${listed}notice=${notice}${introductionId && firm && isUuid(introductionId) ? `&introduction=${introductionId}#introduction-${introductionId}` : ""}`;
}

/** The firm a form named, when it is one. */
const sentFirm = (values: { providerId: string }) => (isProviderId(values.providerId) ? values.providerId : null);

/**
 * Where the refusals of a form on one introduction in the workspace go: signed out, to sign in and
 * back to the firm's workspace; otherwise to the workspace and list the form came from, with a notice.
 */
export function introductionFormNotices(forbidden?: WorkspaceNotice) {
  type Sent = { providerId: string; list: string };
  return {
    signedOut: (values: Sent) => {
      const firm = sentFirm(values);
      return routes.signInThen(firm ? routes.salesPortalProvider(firm) : routes.salesPortal);
    },
    ...(forbidden ? { forbidden: (values: Sent) => workspaceOf(sentFirm(values), forbidden, undefined, values.list) } : {}),
    invalid: (values: Sent) => workspaceOf(sentFirm(values), "not-allowed", undefined, values.list),
    limited: (values: Sent) => workspaceOf(sentFirm(values), "busy", undefined, values.list),
  };
}

/**
 * The firm whose workspace an action goes back to: the one the form named, when it is a firm, else
 * the member's own (a provider member's first firm), else none.
 */
export function workspaceFirm(sent: string, member: { roles: readonly RoleGrant[] }): string | null {
  if (isProviderId(sent)) return sent;
  const own = member.roles.find((role) => role.role === "provider" && role.providerId)?.providerId;
  return isProviderId(own) ? own : null;
}
