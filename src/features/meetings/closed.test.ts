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
  });
});
