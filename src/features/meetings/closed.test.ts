import { describe, expect, it } from "vitest";
import { calledOffValue, closedByStatus, closedInWords } from "./closed";

describe("a meeting called off because its introduction closed", () => {
  const names = { firmName: "Saltus", investorName: "Ada Lovelace" };

  it("keeps how the introduction closed, read back by status", () => {
    expect(closedByStatus("expired")).toBe("expired");
    expect(closedByStatus("accepted")).toBeNull();
    expect(calledOffValue("withdrawn")).toBe("withdrawn");
    expect(calledOffValue(null)).toBe("closed");
    expect(closedByStatus(calledOffValue(null))).toBeNull();
  });

  it("says what closed it from where each side stands", () => {
    expect(closedInWords(names, "investor", "withdrawn")).toBe("You withdrew your introduction to Saltus");
    expect(closedInWords(names, "firm", "withdrawn")).toBe("Ada Lovelace withdrew their introduction to Saltus");
    expect(closedInWords(names, "investor", "declined")).toBe("Saltus declined your introduction");
    expect(closedInWords(names, "firm", "not-proceeding")).toBe("The introduction of Ada Lovelace was marked as not proceeding");
    expect(closedInWords(names, "investor", null)).toBe("Your earlier introduction to Saltus closed");
    expect(closedInWords(names, "firm", null)).toBe("An earlier introduction of Ada Lovelace closed");
  });

  it("follows a colon in lower case, keeping a name's own case", () => {
    expect(closedInWords(names, "investor", "withdrawn", "within")).toBe("you withdrew your introduction to Saltus");
    expect(closedInWords(names, "investor", "expired", "within")).toBe("your introduction to Saltus closed after 6 months");
    expect(closedInWords({ firmName: "abrdn" }, "investor", "declined", "start")).toBe("abrdn declined your introduction");
    expect(closedInWords(names, "firm", "declined", "within")).toBe("the introduction of Ada Lovelace was declined");
  });

  it("names no investor to a firm that may no longer see who it was", () => {
    const firmOnly = { firmName: "Saltus" };
    expect(closedInWords(firmOnly, "firm", "withdrawn")).toBe("The investor withdrew their introduction to Saltus");
    expect(closedInWords(firmOnly, "firm", "withdrawn", "within")).toBe("the investor withdrew their introduction to Saltus");
    expect(closedInWords(firmOnly, "firm", "expired", "within")).toBe("the introduction closed after 6 months");
    expect(closedInWords(firmOnly, "firm", null, "within")).toBe("an earlier introduction closed");
  });
});
