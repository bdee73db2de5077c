import { describe, expect, it } from "vitest";
import { errorAnchor, firmChoice } from "./firm-choice";

const saltus = { id: "saltus", name: "Saltus", shortName: "Saltus", offered: true };
const canaccord = { id: "canaccord", name: "Canaccord Wealth", shortName: "Canaccord", offered: false };
const qc = { id: "qc", name: "Quilter Cheviot", shortName: "Quilter Cheviot", offered: false };

describe("what the introductions form can offer", () => {
  it("gives no usable form when none of the matched firms can be offered and nothing was introduced", () => {
    const choice = firmChoice([canaccord, qc], []);
    expect(choice.usable).toBe(false);
    expect(choice.open).toEqual([]);
    expect(choice.unreachable.map((f) => f.id)).toEqual(["canaccord", "qc"]);
  });

  it("offers the firms that can take introductions and names the others apart", () => {
    const choice = firmChoice([saltus, canaccord, qc], []);
    expect(choice.usable).toBe(true);
    expect(choice.open.map((f) => f.id)).toEqual(["saltus"]);
    expect(choice.unreachable.map((f) => f.id)).toEqual(["canaccord", "qc"]);
  });

  it("keeps the form for changing details once the visitor has an introduction, with no firm left to tick", () => {
    const choice = firmChoice([saltus, canaccord], ["saltus"]);
    expect(choice.usable).toBe(true);
    expect(choice.open).toEqual([]);
    expect(choice.unreachable.map((f) => f.id)).toEqual(["canaccord"]);
  });
});

describe("where an error in the summary links to", () => {
  it("links a field's message to the field", () => {
    expect(errorAnchor("email", { firmsListed: false })).toBe("email");
    expect(errorAnchor("firms", { firmsListed: true })).toBe("firms");
  });

  it("never links to the firms when no firm box is on the page, nor a form-wide message anywhere", () => {
    expect(errorAnchor("firms", { firmsListed: false })).toBeNull();
    expect(errorAnchor("form", { firmsListed: true })).toBeNull();
  });
});
