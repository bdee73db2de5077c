import type { ErrorEvent, Event } from "@sentry/nextjs";
import { beforeEach, describe, expect, it, vi } from "vitest";

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  close: vi.fn(async () => true),
  replayIntegration: vi.fn(() => ({ name: "Replay", stop: vi.fn(async () => undefined) })),
}));
vi.mock("@sentry/nextjs", () => sentry);

const { mayRecordFrom, replayEventWithoutQueries, startErrorReporting, withoutQueries } = await import("./error-reporting");

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

describe("browser recordings", () => {
  beforeEach(() => {
    sentry.init.mockClear();
    sentry.replayIntegration.mockClear();
  });

  it("never start on a page opened from a mailed link, whose address holds its token or id", () => {
    for (const href of [
      "https://www.example.co.uk/account/link?token=LiveTokenAbcdefghijklmnop",
      "https://www.example.co.uk/introductions/confirm?token=ConfirmTokenAbcdefghijk",
      "https://www.example.co.uk/account/reset-password?token=ResetTokenAbcdefghijklm",
      "https://www.example.co.uk/newsletter/unsubscribe?id=abc&token=x",
      "https://www.example.co.uk/account/link?utm_source=mail&token=LiveTokenAbcdefghijklmnop",
    ]) {
      expect(mayRecordFrom(href), href).toBe(false);
      startErrorReporting("https://key@sentry.example/1", href);
      const options = sentry.init.mock.lastCall?.[0] as { integrations: { name: string }[] };
      expect(options.integrations.map((integration) => integration.name)).toEqual(["ReplayEventWithoutQueries"]);
    }
    expect(sentry.replayIntegration).not.toHaveBeenCalled();
  });

  it("may start on any other page, campaign parameters included", () => {
    for (const href of ["https://www.example.co.uk/", "https://www.example.co.uk/proforma/age#top", "https://www.example.co.uk/?utm_source=news&gclid=abc"]) {
      expect(mayRecordFrom(href), href).toBe(true);
      startErrorReporting("https://key@sentry.example/1", href);
      const options = sentry.init.mock.lastCall?.[0] as { integrations: { name: string }[] };
      expect(options.integrations.map((integration) => integration.name)).toEqual(["Replay", "ReplayEventWithoutQueries"]);
    }
  });

  it("mask every text and field and leave out images and media, as the privacy policy says", () => {
    startErrorReporting("https://key@sentry.example/1", "https://www.example.co.uk/");
    expect(sentry.replayIntegration).toHaveBeenCalledWith(expect.objectContaining({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }));
    const options = sentry.init.mock.lastCall?.[0] as Record<string, unknown>;
    for (const tracing of ["tracesSampleRate", "tracesSampler"]) expect(options).not.toHaveProperty(tracing);
  });

  it("send their own event without the query strings of the addresses it lists", () => {
    const event = {
      type: "replay_event",
      urls: ["https://www.example.co.uk/results?from=mail", "/account/link?token=LiveTokenAbcdefghijklmnop"],
      request: { url: "https://www.example.co.uk/account/link?token=LiveTokenAbcdefghijklmnop", headers: { Referer: "https://www.example.co.uk/?token=RefererTokenAbcdefghij" } },
    } as unknown as Event;
    const sent = replayEventWithoutQueries(event) as Event & { urls: string[] };
    expect(JSON.stringify(sent)).not.toMatch(/Token|from=mail/);
    expect(sent.urls).toEqual(["https://www.example.co.uk/results", "/account/link"]);
    const error = { type: undefined, message: "kept" } as Event;
    expect(replayEventWithoutQueries(error)).toBe(error);
  });
});
