import { describe, expect, it } from "vitest";
import { abEventSchema } from "./record-event";

describe("A/B event", () => {
  it("accepts a declared experiment's variant", () => {
    expect(abEventSchema.safeParse({ kind: "load", title: "home-cta-wording", testing: "find-my-matches", url: "site.test/" }).success).toBe(true);
  });

  it("refuses unknown experiments or variants and missing fields (experiment, variant and visitor)", () => {
    expect(abEventSchema.safeParse({ kind: "load", title: "home-cta-wording", testing: "made-up", url: "site.test/" }).error?.issues[0]?.path).toEqual(["testing"]);
    expect(abEventSchema.safeParse({ kind: "action", title: "other", testing: "compare-now", url: "site.test/" }).success).toBe(false);
    expect(abEventSchema.safeParse({ kind: "action", title: "", testing: "compare-now", url: "site.test/" }).success).toBe(false);
    expect(abEventSchema.safeParse({ kind: "click", title: "home-cta-wording", testing: "compare-now", url: "site.test/" }).success).toBe(false);
  });
});
