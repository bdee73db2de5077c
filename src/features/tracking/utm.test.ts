import { describe, expect, it } from "vitest";
import { utmRequestSchema } from "./utm";

describe("UTM request", () => {
  it("reads each utm_ tag from the arrival address, without its prefix", () => {
    const parsed = utmRequestSchema.parse({ url: "https://site.test/?utm_source=newsletter&utm_Campaign=spring&searchTerm=lloyds" });
    expect(parsed.tags).toEqual({ source: "newsletter", campaign: "spring" });
  });

  it("keeps the arrival address with its utm_ parameters only", () => {
    const parsed = utmRequestSchema.parse({ url: "https://site.test/guides/isa?email=ada%40example.test&utm_source=newsletter&id=7#top" });
    expect(parsed.url).toBe("https://site.test/guides/isa?utm_source=newsletter");
  });

  it("needs at least one utm_ parameter and an http(s) address, naming the field", () => {
    const none = utmRequestSchema.safeParse({ url: "https://site.test/?q=1" });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.path).toEqual(["url"]);
    expect(utmRequestSchema.safeParse({ url: "javascript:alert(1)//?utm_source=x" }).success).toBe(false);
    expect(utmRequestSchema.safeParse({ url: "https://site.test/?utm_source=x", userId: "someone-else" }).success).toBe(false);
  });
});
