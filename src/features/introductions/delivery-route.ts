/**
 * Where a firm's introductions go (docs/introductions.md, "Delivery routes"). Pure: the server
 * chooses with it, the results page asks it whether a firm can be offered, and the visitor is told
 * in its words what happened.
 */

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

export type DeliveredVia = "firm" | "desk";

/** What the visitor is told happened to their introduction to `firmName`, once it was sent. */
export function deliveryInWords(firmName: string, via: DeliveredVia): string {
  return via === "firm" ? `e-mailed to ${firmName}` : `passed to our team, who will send it to ${firmName} within one working day`;
}

/** What will happen once the visitor confirms their e-mail address. */
export function plannedDeliveryInWords(firmName: string, via: DeliveredVia): string {
  return via === "firm" ? `we will e-mail ${firmName}` : `we will pass them to our team, who will send them to ${firmName} within one working day`;
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
