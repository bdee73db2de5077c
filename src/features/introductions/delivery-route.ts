/**
 * Where a firm's introductions go (docs/introductions.md, "Delivery routes"). Pure: the server
 * chooses with it, the results page asks it whether a firm can be offered, and the visitor is told
 * in its words what happened.
 */
import type { IntroductionStatus } from "@/lib/introduction-statuses";
import { listInWords, possessive } from "@/lib/words";

export type DeliveryRoute =
  /** The firm's own people: its provider members and/or its introductions address. */
  | { kind: "firm"; recipients: string[] }
  /** No member and no address: the operator's introductions desk passes it on by hand. */
  | { kind: "desk"; recipient: string }
  /** No member, no address and no desk configured: nothing could be sent, so it is not offered. */
  | { kind: "none" }
  /** The operator marked the firm as not taking introductions. */
  | { kind: "closed" };

export interface FirmRouteFacts {
  memberEmails: readonly string[];
  introductionsEmail: string | null;
  takingIntroductions: boolean;
}

/** Chooses the route: the firm's members and address, else the desk, else none. */
export function chooseDeliveryRoute(facts: FirmRouteFacts, desk: string | null | undefined): DeliveryRoute {
  if (!facts.takingIntroductions) return { kind: "closed" };
  const direct = [...facts.memberEmails, ...(facts.introductionsEmail ? [facts.introductionsEmail] : [])].map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (direct.length > 0) return { kind: "firm", recipients: [...new Set(direct)] };
  if (desk) return { kind: "desk", recipient: desk.trim().toLowerCase() };
  return { kind: "none" };
}

/** Whether a firm may be offered to a visitor at all: only when its introduction can really be sent. */
export function isOffered(route: DeliveryRoute): route is Extract<DeliveryRoute, { kind: "firm" | "desk" }> {
  return route.kind === "firm" || route.kind === "desk";
}

/**
 * How an introduction reached its firm: its "New introduction" mail (`firm`), the desk's mail
 * (`desk`), or, when the firm's hourly allowance of those mails was used up and no desk is
 * configured, its workspace at once and the firm's people by mail within about an hour, in one notice
 * for every introduction held that hour (`held`; docs/introductions.md, "Delivery routes").
 */
export const DELIVERED_VIA = ["firm", "desk", "held"] as const;
export type DeliveredVia = (typeof DELIVERED_VIA)[number];

/** The stored text as a route, or null for an introduction never sent (or a value no code writes). */
export function deliveredViaOf(stored: string | null): DeliveredVia | null {
  return DELIVERED_VIA.find((via) => via === stored) ?? null;
}

/**
 * What the visitor is told happened to their introduction to `firmName`, once it was sent; `status`
 * is where it stands now. A held one that moved on before the firm's notice (answered in the
 * workspace, withdrawn or closed) is no longer waiting for that notice, and none is sent for it:
 * the words say only where it went. One through our desk says when our team passed it on
 * (`passedOn`, in words) once they have; never passed on, it says what became of it instead (the
 * firm saw it only if one of its own people answered it in its workspace).
 */
export function deliveryInWords(firmName: string, via: DeliveredVia, status: IntroductionStatus = "sent", passedOn: string | null = null): string {
  switch (via) {
    case "firm":
      return `e-mailed to ${firmName}`;
    case "desk":
      if (passedOn) return `passed by our team to ${firmName} on ${passedOn}`;
      switch (status) {
        case "sent":
          return `passed to our team, who will send it to ${firmName} within one working day`;
        case "withdrawn":
          return `passed to our team, and you withdrew it before they sent it on to ${firmName}`;
        case "expired":
          return `passed to our team, and it closed before they sent it on to ${firmName}`;
        case "confirming":
          return `passed to our team for ${firmName}`;
        default:
          return `passed to our team, and ${firmName} answered it on Wealth Match`;
      }
    case "held":
      if (status !== "sent") return `added to ${possessive(firmName)} introductions on Wealth Match`;
      return `added to ${possessive(firmName)} introductions on Wealth Match, and we will e-mail ${firmName} about it within about an hour`;
  }
}

/** The firms of one route, in the order first met, so that each route is said once. */
function byRoute<Via extends DeliveredVia>(firms: readonly { firmName: string; via: Via }[]): [Via, string[]][] {
  const groups = new Map<Via, string[]>();
  for (const { firmName, via } of firms) groups.set(via, [...(groups.get(via) ?? []), firmName]);
  return [...groups];
}

/**
 * What will happen once the visitor confirms their e-mail address (chosen before any mail is
 * counted), each route said once: "we will e-mail Saltus, and your details will go to our
 * team, who will send them to Evelyn and Canaccord within one working day".
 */
export function plannedDeliveriesInWords(firms: readonly { firmName: string; via: Exclude<DeliveredVia, "held"> }[]): string {
  return byRoute(firms)
    .map(([via, names]) => (via === "firm" ? `we will e-mail ${listInWords(names)}` : `your details will go to our team, who will send them to ${listInWords(names)} within one working day`))
    .join(", and ");
}

/**
 * What happened to introductions just sent, one sentence per route, so that a visitor introduced
 * to three firms through our desk reads it once: "We e-mailed your introduction to Saltus.", "Your
 * introductions went to our team, who will send them to Evelyn and Canaccord within one working day."
 */
export function deliveriesInWords(firms: readonly { firmName: string; via: DeliveredVia }[]): string[] {
  return byRoute(firms).map(([via, names]) => {
    const one = names.length === 1;
    const list = listInWords(names);
    switch (via) {
      case "firm":
        return `We e-mailed your ${one ? "introduction" : "introductions"} to ${list}.`;
      case "desk":
        return `Your ${one ? "introduction" : "introductions"} went to our team, who will send ${one ? "it" : "them"} to ${list} within one working day.`;
      case "held":
        return one
          ? `Your introduction was added to ${possessive(list)} introductions on Wealth Match, and we will e-mail ${list} about it within about an hour.`
          : `Your introductions were added to those ${list} see on Wealth Match, and we will e-mail each firm about them within about an hour.`;
    }
  });
}

/** For staff: the route in words. */
export function routeForStaff(route: DeliveryRoute): string {
  switch (route.kind) {
    case "firm":
      return "Direct to the firm";
    case "desk":
      return "Through our introductions desk: no member and no introductions address";
    case "none":
      return "Not offered: no member, no introductions address and no introductions desk configured";
    case "closed":
      return "Not offered: marked as not taking introductions";
  }
}

/** Who on the firm's side hears of a booking (its introductions' route, as the meetings feature reads it): its own people, our desk, or nobody. */
export type FirmSide = "firm" | "desk" | "nobody";

/** Who will get the calendar invitation once a meeting is booked, told to the investor before they book. */
export function invitationsInWords(firmName: string, firmSide: FirmSide): string {
  if (firmSide === "firm") return `You and ${firmName} will each get a calendar invitation.`;
  if (firmSide === "desk") return `You will get a calendar invitation, and so will our team, who pass it on to ${firmName}.`;
  return `You will get a calendar invitation. ${firmName} has no one to receive one through us at the moment, so please confirm the time with them.`;
}
