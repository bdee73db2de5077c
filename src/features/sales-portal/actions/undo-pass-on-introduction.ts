"use server";

import { undoPassedOn } from "@/features/introductions/server";
import { redirectAction } from "@/server/action";
import { deskMarkForm, makeDeskMark } from "../desk-mark";

/**
 * "Not passed on yet: undo": our staff take back a mark made in error (`undoPassedOn` checks they
 * are staff and that nothing has followed from it); back to the workspace after.
 */
export const undoPassOnIntroduction = redirectAction({ log: "sales portal: undoing a passed-on mark", limit: "introduction-update", ...deskMarkForm }, async ({ values, actor }) => makeDeskMark(values, actor, undoPassedOn));
