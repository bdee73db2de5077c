import { describe, expect, it } from "vitest";
import { CLOSED_REASON, closedByReason, closedByStatus, closedInWords } from "./closed";

describe("a meeting called off because its introduction closed", () => {
  const names = { firmName: "Saltus", investorName: "Ada Lovelace" };

  it("is read back from the reason kept with it, and a cancellation someone gave a reason for is not", () => {
    expect(closedByReason(CLOSED_REASON.withdrawn)).toBe("withdrawn");
    expect(closedByReason("I have chosen another firm")).toBeNull();
    expect(closedByReason(null)).toBeNull();
    expect(closedByStatus("expired")).toBe("expired");
    expect(closedByStatus("accepted")).toBeNull();
  });

  it("says what closed it from where each side stands", () => {
    expect(closedInWords(names, "investor", "withdrawn")).toBe("You withdrew your introduction to Saltus");
    expect(closedInWords(names, "firm", "withdrawn")).toBe("Ada Lovelace withdrew their introduction to Saltus");
    expect(closedInWords(names, "investor", "declined")).toBe("Saltus declined your introduction");
    expect(closedInWords(names, "firm", "not-proceeding")).toBe("The introduction of Ada Lovelace was marked as not proceeding");
    expect(closedInWords(names, "investor", null)).toBe("Your earlier introduction to Saltus closed");
  });
});
