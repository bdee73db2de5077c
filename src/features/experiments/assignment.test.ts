import { describe, expect, it } from "vitest";
import { assignVariant, parseAssignments, pickVariant, serialiseAssignments } from "./assignment";
import type { Experiment } from "./experiments";

const experiment: Experiment = {
  title: "cta",
  variants: [
    { name: "a", weight: 1, label: "A" },
    { name: "b", weight: 3, label: "B" },
  ],
};

describe("A/B assignment", () => {
  it("splits by weight", () => {
    expect(pickVariant(experiment, 0).name).toBe("a");
    expect(pickVariant(experiment, 0.2499).name).toBe("a");
    expect(pickVariant(experiment, 0.25).name).toBe("b");
    expect(pickVariant(experiment, 0.9999).name).toBe("b");
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 1000; i += 1) counts[pickVariant(experiment, i / 1000).name as "a" | "b"] += 1;
    expect(counts).toEqual({ a: 250, b: 750 });
  });

  it("keeps a visitor's variant once assigned, and re-assigns one no longer declared", () => {
    expect(assignVariant(experiment, { cta: "a" }, 0.99)).toEqual({ variant: experiment.variants[0], isNew: false });
    expect(assignVariant(experiment, { cta: "gone" }, 0.99)).toEqual({ variant: experiment.variants[1], isNew: true });
  });

  it("round-trips the cookie and ignores tampered parts", () => {
    expect(parseAssignments(serialiseAssignments({ cta: "b", other: "x" }))).toEqual({ cta: "b", other: "x" });
    expect(parseAssignments("cta:b|<script>:x|broken")).toEqual({ cta: "b" });
    expect(parseAssignments(undefined)).toEqual({});
  });
});
