import fs from "node:fs";
import path from "node:path";
import type { ErrorEvent, Event } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { scrubServerEvent, serverReportingOptions } from "./error-events";

describe("the server's error reports", () => {
  it("carry the error and the page asked for, never what could name the visitor or open their account", () => {
    const event = scrubServerEvent({
      type: undefined,
      message: "Failed query: insert into leads values ($1)\nparams: ann@example.com",
      user: { ip_address: "203.0.113.9" },
      request: { method: "POST", url: "https://site.example/results?email=ann%40example.com", headers: { cookie: "better-auth.session_token=s" }, cookies: { a: "b" }, data: "{\"email\":\"ann@example.com\"}" },
      contexts: { nextjs: { request_path: "/account/link?token=secret-token", router_kind: "App Router" } },
      breadcrumbs: [{ message: "fetch https://site.example/api?email=ann@example.com" }],
      extra: { body: "ann@example.com" },
      exception: { values: [{ type: "Error", value: "550 <ann@example.com>: no such user" }] },
    } as ErrorEvent);
    expect(event.request).toEqual({ method: "POST", url: "https://site.example/results" });
    expect(event.contexts?.nextjs).toEqual({ request_path: "/account/link", router_kind: "App Router" });
    expect(event.user).toBeUndefined();
    expect(event.exception?.values?.[0]?.value).toBe("550 <[address]>: no such user");
    expect(event.message).toBe("Failed query: insert into leads values ($1)");
    const text = JSON.stringify(event);
    for (const secret of ["ann", "secret-token", "203.0.113.9", "session_token"]) expect(text).not.toContain(secret);
  });

  it("keep a trace's address without its query string", () => {
    const trace = scrubServerEvent({ type: "transaction", transaction: "GET /newsletter/unsubscribe?id=1&token=t", request: { url: "https://site.example/newsletter/unsubscribe?id=1&token=t" } } as Event);
    expect(trace.transaction).toBe("GET /newsletter/unsubscribe");
    expect(trace.request?.url).toBe("https://site.example/newsletter/unsubscribe");
  });

  it("are errors only: no performance traces are made or sent", () => {
    const options = serverReportingOptions("https://key@sentry.example/1");
    expect(options).not.toHaveProperty("tracesSampleRate");
    expect(options).not.toHaveProperty("tracesSampler");
    expect(options.beforeSend).toBe(scrubServerEvent);
    const trace = { type: "transaction", transaction: "GET /results", spans: [{ data: { "http.query": "?email=ann%40example.com" } }] } as unknown as Event;
    expect(options.beforeSendTransaction?.(trace as never, {})).toBeNull();
  });

  it("are sent with those settings: the server starts Sentry with them and sets no trace rate of its own", () => {
    const source = fs.readFileSync(path.join(process.cwd(), "src", "instrumentation.ts"), "utf8");
    expect(source).toContain("Sentry.init(serverReportingOptions(dsn))");
    expect(source).not.toMatch(/traces(SampleRate|Sampler)/);
  });
});
