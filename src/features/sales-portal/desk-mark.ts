import "server-only";

import "@/lib/zod-config";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import type { RoleGrant } from "@/lib/permissions";
import { db } from "@/server/db/client";
import { introductionFormNotices, workspaceFirm, workspaceOf, type WorkspaceNotice } from "./workspace-address";

type Member = { id: string; roles: readonly RoleGrant[] };
type Sent = { providerId: string; introductionId: string; list: string };

/**
 * The form behind our staff's marks on an introduction that came through the desk ("Mark as passed
 * on", and its undo): staff only, back to the workspace on a refusal. Each action names its own
 * write limit beside it, where the limits' check reads it (src/server/limits.test.ts).
 */
export const deskMarkForm = {
  access: { roles: ["admin", "sales"] },
  fields: ["providerId", "introductionId", "list"],
  schema: z.object({ providerId: z.string(), introductionId: z.string(), list: z.string() }),
  notices: introductionFormNotices("staff-only"),
} as const;

/**
 * Makes one mark (`mark` checks again that the member is staff and that the introduction allows
 * it) on the workspace's own firm, and returns the workspace's address with the outcome's notice.
 */
export async function makeDeskMark(
  values: Sent,
  member: Member,
  mark: (database: Database, member: Member, introduction: { id: string; providerId: string }) => Promise<{ status: Exclude<WorkspaceNotice, "staff-only"> }>,
): Promise<string> {
  const firm = workspaceFirm(values.providerId, member);
  if (!firm) return workspaceOf(null, "not-found");
  const outcome = await mark(await db(), member, { id: values.introductionId, providerId: firm });
  return workspaceOf(firm, outcome.status === "forbidden" ? "staff-only" : outcome.status, values.introductionId, values.list);
}
