import { describe, expect, it } from "vitest";
import { chooseDeliveryRoute, deliveriesInWords, deliveryInWords, isOffered, plannedDeliveriesInWords } from "./delivery-route";

const firm = (memberEmails: string[], introductionsEmail: string | null, takingIntroductions = true) => ({ memberEmails, introductionsEmail, takingIntroductions });

describe("a firm's delivery route", () => {
  it("goes to the firm's members and its introductions address, each once", () => {
    expect(chooseDeliveryRoute(firm(["A@firm.test", "b@firm.test"], "a@firm.test"), "desk@op.test")).toEqual({ kind: "firm", recipients: ["a@firm.test", "b@firm.test"] });
    expect(chooseDeliveryRoute(firm([], "Intros@Firm.test"), "desk@op.test")).toEqual({ kind: "firm", recipients: ["intros@firm.test"] });
    expect(chooseDeliveryRoute(firm(["m@firm.test"], null), null)).toEqual({ kind: "firm", recipients: ["m@firm.test"] });
  });

  it("falls back to the desk when the firm has no member and no address", () => {
    expect(chooseDeliveryRoute(firm([], null), "Desk@Op.test")).toEqual({ kind: "desk", recipient: "desk@op.test" });
  });

  it("has no route, and is not offered, without a desk", () => {
    const route = chooseDeliveryRoute(firm([], null), undefined);
    expect(route).toEqual({ kind: "none" });
    expect(isOffered(route)).toBe(false);
  });

  it("a firm not taking introductions is never offered, whatever its members", () => {
    const route = chooseDeliveryRoute(firm(["m@firm.test"], "a@firm.test", false), "desk@op.test");
    expect(route).toEqual({ kind: "closed" });
    expect(isOffered(route)).toBe(false);
    expect(isOffered(chooseDeliveryRoute(firm([], null), "desk@op.test"))).toBe(true);
  });

  it("says what happened in words", () => {
    expect(deliveryInWords("Saltus", "firm")).toBe("e-mailed to Saltus");
    expect(deliveryInWords("James Hambro", "desk")).toBe("passed to our team, who will send it to James Hambro within one working day");
    expect(deliveryInWords("James Hambro", "desk", "sent", "3rd Dec 2026")).toBe("passed by our team to James Hambro on 3rd Dec 2026");
    expect(deliveryInWords("James Hambro", "desk", "accepted", "3rd Dec 2026")).toBe("passed by our team to James Hambro on 3rd Dec 2026");
    expect(deliveryInWords("Evelyn", "held", "accepted")).toBe("added to Evelyn's introductions on Wealth Match");
  });

  it("says each route once, however many firms took it", () => {
    const firms = [
      { firmName: "Saltus", via: "desk" as const },
      { firmName: "Evelyn", via: "firm" as const },
      { firmName: "Canaccord", via: "desk" as const },
    ];
    expect(plannedDeliveriesInWords(firms)).toBe("your details will go to our team, who will send them to Saltus and Canaccord within one working day, and we will e-mail Evelyn");
    expect(deliveriesInWords(firms)).toEqual(["Your introductions went to our team, who will send them to Saltus and Canaccord within one working day.", "We e-mailed your introduction to Evelyn."]);
    expect(deliveriesInWords([{ firmName: "Saltus", via: "desk" }])).toEqual(["Your introduction went to our team, who will send it to Saltus within one working day."]);
    expect(deliveriesInWords([{ firmName: "Saltus", via: "held" }])).toEqual([
      "Your introduction was added to Saltus' introductions on Wealth Match, and we will e-mail Saltus about it within about an hour.",
    ]);
    expect(plannedDeliveriesInWords([{ firmName: "Saltus", via: "firm" }])).toBe("we will e-mail Saltus");
    expect(deliveriesInWords([{ firmName: "Saltus", via: "held" }, { firmName: "LGT", via: "held" }])).toEqual([
      "Your introductions were added to those Saltus and LGT see on Wealth Match, and we will e-mail each firm about them within about an hour.",
    ]);
  });

  it("never says our desk passed on what it did not: withdrawn or closed first, or answered by the firm's own people", () => {
    expect(deliveryInWords("Evelyn", "desk", "withdrawn")).toBe("passed to our team, and you withdrew it before they sent it on to Evelyn");
    expect(deliveryInWords("Evelyn", "desk", "expired")).toBe("passed to our team, and it closed before they sent it on to Evelyn");
    expect(deliveryInWords("Evelyn", "desk", "declined")).toBe("passed to our team, and Evelyn answered it on Wealth Match");
    expect(deliveryInWords("Evelyn", "desk", "withdrawn", "3rd Dec 2026")).toBe("passed by our team to Evelyn on 3rd Dec 2026");
  });
});
