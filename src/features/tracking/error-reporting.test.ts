import type { ErrorEvent } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { withoutQueries } from "./error-reporting";

describe("browser error reports", () => {
  it("carry no query string from the page's address or its breadcrumbs, where sign-in tokens live", () => {
    const event = {
      type: undefined,
      request: {
        url: "https://www.example.co.uk/account/link?token=LiveTokenAbcdefghijklmnop#top",
        query_string: "token=LiveTokenAbcdefghijklmnop",
        headers: { Referer: "https://www.example.co.uk/introductions/confirm?token=RefererTokenAbcdefghij", "User-Agent": "Test" },
      },
      breadcrumbs: [
        { category: "navigation", data: { from: "/introductions/confirm?token=ConfirmTokenAbcdefghijk", to: "/results" } },
        { category: "fetch", data: { url: "/api/match?x=1", method: "POST" } },
        { category: "console", message: "kept" },
      ],
    } as ErrorEvent;
    const sent = withoutQueries(event);
    expect(JSON.stringify(sent)).not.toMatch(/Token|x=1/);
    expect(sent.request?.url).toBe("https://www.example.co.uk/account/link");
    expect(sent.breadcrumbs?.map((crumb) => crumb.data)).toEqual([{ from: "/introductions/confirm", to: "/results" }, { url: "/api/match", method: "POST" }, undefined]);
  });
});
