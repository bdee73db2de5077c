import { describe, expect, it } from "vitest";
import { retentionCutoff } from "./retention";

describe("retention cut-off", () => {
  it("goes back whole calendar months", () => {
    expect(retentionCutoff(new Date("2026-11-21T23:00:00Z"), 13).toISOString()).toBe("2025-10-21T23:00:00.000Z");
  });
  it("clamps to the end of a shorter month", () => {
    expect(retentionCutoff(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});
