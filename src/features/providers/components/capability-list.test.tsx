import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CapabilityList } from "./capability-list";

describe("a firm's capability tags", () => {
  it("say they are from our records, not yet verified, until the labels are verified", () => {
    const unverified = renderToStaticMarkup(<CapabilityList labels={["im", "us"]} verified={false} />);
    expect(unverified).toContain("From our records, not yet verified.");
    expect(renderToStaticMarkup(<CapabilityList labels={["im", "us"]} verified />)).not.toContain("not yet verified");
  });

  it("draw nothing for a firm with no labels", () => {
    expect(renderToStaticMarkup(<CapabilityList labels={[]} verified={false} />)).toBe("");
  });
});
