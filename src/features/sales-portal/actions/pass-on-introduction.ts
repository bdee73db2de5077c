"use server";

import { markPassedOn } from "@/features/introductions/server";
import { redirectAction } from "@/server/action";
import { deskMarkForm, makeDeskMark } from "../desk-mark";

/**
 * "Mark as passed on to {firm}": our staff record that an introduction which came through the desk
 * has reached its firm (`markPassedOn` checks they are staff and that it waits at the desk); back
 * to the workspace after.
 */
export const passOnIntroduction = redirectAction({ log: "sales portal: marking an introduction passed on", limit: "introduction-update", ...deskMarkForm }, async ({ values, actor }) => makeDeskMark(values, actor, markPassedOn));
