import { describe, expect, it } from "vitest";
import { chooseNextFirm, poolOf } from "./next-firm";

describe("the next firm offered", () => {
  const pool = ["saltus", "qc", "canaccord", "evelyn"];
  const all = () => true;

  it("is the first firm of the pool not yet introduced", () => {
    expect(chooseNextFirm({ pool, introduced: ["saltus"], offered: all })).toEqual({ kind: "firm", providerId: "qc" });
    expect(chooseNextFirm({ pool, introduced: new Set(["saltus", "qc"]), offered: all })).toEqual({ kind: "firm", providerId: "canaccord" });
  });

  it("never a firm already introduced, whatever became of it, and never one outside the pool", () => {
    const next = chooseNextFirm({ pool, introduced: ["saltus", "qc", "canaccord"], offered: all });
    expect(next).toEqual({ kind: "firm", providerId: "evelyn" });
    expect(chooseNextFirm({ pool: ["saltus"], introduced: ["saltus"], offered: all })).toEqual({ kind: "none-left" });
  });

  it("skips firms that cannot be offered", () => {
    expect(chooseNextFirm({ pool, introduced: ["saltus"], offered: (id) => id !== "qc" })).toEqual({ kind: "firm", providerId: "canaccord" });
  });

  it("says when none is left", () => {
    expect(chooseNextFirm({ pool, introduced: pool, offered: all })).toEqual({ kind: "none-left" });
    expect(chooseNextFirm({ pool, introduced: [], offered: () => false })).toEqual({ kind: "none-left" });
    expect(chooseNextFirm({ pool: [], introduced: [], offered: all })).toEqual({ kind: "none-left" });
  });

  it("the pool is the match's wealth managers then its other eligible ones, each once", () => {
    expect(poolOf({ wealthManagers: ["saltus", "qc"], otherWm: ["evelyn", "qc"] })).toEqual(["saltus", "qc", "evelyn"]);
    expect(poolOf(null)).toEqual([]);
  });
});
