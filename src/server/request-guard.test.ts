import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { routeHandlers, WRITE_METHODS } from "@/testing/route-handlers";
import { crossSiteWrite, hasBrokenPercentEncoding, refuseHostileRequest, refuseUndecodableAction, SERVER_ACTION_BODY_LIMIT } from "./request-guard";

const SITE = "http://localhost:3000";
const request = (path: string, method: string, headers: Record<string, string> = {}) => ({
  method,
  url: `${SITE}${path}`,
  headers: new Headers({ host: "localhost:3000", ...headers }),
});

describe("broken percent-encoding", () => {
  it.each(["/account/%zz", "/wealth-managers/%", "/sales-portal/%E0%A4%A", "/knowledge-centre/%ff", "/api/auth/%c0%af", "/x%2"])("refuses %s with 400", async (path) => {
    expect(hasBrokenPercentEncoding(`${SITE}${path}`)).toBe(true);
    const answer = refuseHostileRequest(request(path, "GET"));
    expect(answer?.status).toBe(400);
  });
  it.each(["/account", "/wealth-managers/saltus%20x", "/guides/caf%C3%A9", "/search?q=%zz"])("lets %s through", (path) => {
    expect(refuseHostileRequest(request(path, "GET"))).toBeNull();
  });
});

describe("cross-site writes", () => {
  it.each([
    [{ origin: "http://evil.example" }],
    [{ origin: "null" }],
    [{ origin: "not a url" }],
    [{ origin: "http://localhost:3001" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site", origin: "http://localhost:3000" }],
  ])("refuses %j with 403", (headers) => {
    expect(refuseHostileRequest(request("/api/leads", "POST", { "content-type": "text/plain", ...headers }))?.status).toBe(403);
  });
  it.each([
    [{}],
    [{ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }],
    [{ origin: "http://LOCALHOST:3000" }],
    [{ origin: "https://www.example.co.uk", "x-forwarded-host": "www.example.co.uk" }],
    [{ "sec-fetch-site": "none" }],
  ])("lets %j through", (headers) => {
    expect(crossSiteWrite(request("/api/leads", "POST", headers))).toBeNull();
  });
  it("lets every read through, whoever asks", () => {
    expect(crossSiteWrite(request("/api/providers", "GET", { origin: "http://evil.example", "sec-fetch-site": "cross-site" }))).toBeNull();
  });
});

describe("server actions over the body limit", () => {
  it("refuses a declared body over 1 MB with 413", () => {
    const action = (length: number) => request("/contact", "POST", { "next-action": "abc", "content-length": String(length), origin: SITE });
    expect(refuseHostileRequest(action(SERVER_ACTION_BODY_LIMIT + 1))?.status).toBe(413);
    expect(refuseHostileRequest(action(SERVER_ACTION_BODY_LIMIT))).toBeNull();
  });
});

describe("every route handler that writes refuses a cross-site request with 403", () => {
  const matcher = new RegExp(`^${config.matcher}$`);
  const writes = routeHandlers().flatMap((route) => route.methods.filter((method) => WRITE_METHODS.includes(method)).map((method) => ({ ...route, method })));

  it("finds the route handlers in the file tree", () => {
    const paths = writes.map((write) => `${write.method} ${write.path}`);
    for (const known of ["POST /api/leads", "POST /api/submissions", "POST /api/visitor", "POST /api/introductions/withdraw", "POST /api/auth/saltus/saltus", "POST /api/match"]) {
      expect(paths).toContain(known);
    }
  });

  it.each(writes.map((write) => [`${write.method} ${write.path}`, write] as const))("%s", async (_, write) => {
    const init = { method: write.method, body: "{}", headers: { host: "localhost:3000", origin: "http://evil.example", "content-type": "text/plain" } };
    let answer: Response;
    if (matcher.test(write.path)) {
      answer = await proxy(new NextRequest(`${SITE}${write.path}`, init));
    } else {
      // Not behind the proxy: the handler checks for itself.
      const handlers = (await import(/* @vite-ignore */ `../../${write.file}`)) as Record<string, (request: Request) => Promise<Response> | Response>;
      answer = await handlers[write.method]!(new Request(`${SITE}${write.path}`, init));
    }
    // 403, or 405 from a handler that takes no write by that method at all (/api/match answers
    // PUT, PATCH and DELETE so, to name POST).
    expect([403, 405]).toContain(answer.status);
    if (write.method === "POST") expect(answer.status).toBe(403);
    expect(answer.headers.get("content-security-policy")).toBeTruthy();
  });
});

describe("server action calls React could not decode", () => {
  const call = (body: BodyInit, contentType?: string) =>
    new Request(`${SITE}/contact-us`, { method: "POST", body, headers: { "next-action": "abc", ...(contentType ? { "content-type": contentType } : {}) } });
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  it("refuses a form without the arguments' root, or with one that is not a JSON array, with 400", async () => {
    expect((await refuseUndecodableAction(call(form({ email: "a@b.co" }))))?.status).toBe(400);
    expect((await refuseUndecodableAction(call(form({ 0: "{oops", email: "a@b.co" }))))?.status).toBe(400);
    expect((await refuseUndecodableAction(call(form({ 0: '{"a":1}' }))))?.status).toBe(400);
    expect((await refuseUndecodableAction(call("not json", "text/plain")))?.status).toBe(400);
  });
  it("lets React's own encodings through", async () => {
    expect(await refuseUndecodableAction(call(form({ 0: '["$K1"]', "1_email": "a@b.co" })))).toBeNull();
    expect(await refuseUndecodableAction(call('["$undefined"]', "text/plain;charset=UTF-8"))).toBeNull();
    expect(await refuseUndecodableAction(new Request(`${SITE}/contact-us`, { method: "POST", body: "x" }))).toBeNull();
  });

  // A body sent in chunks declares no length, so only counting it as it arrives can hold it back.
  const chunked = (parts: string[]) => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    return new Request(`${SITE}/contact-us`, { method: "POST", body: stream, duplex: "half", headers: { "next-action": "abc", "content-type": "text/plain" } } as RequestInit);
  };
  it("refuses a body sent in chunks with 413 once it passes 1 MB", async () => {
    const chunk = "x".repeat(64 * 1024);
    const parts = Array.from({ length: SERVER_ACTION_BODY_LIMIT / chunk.length + 1 }, () => chunk);
    expect((await refuseUndecodableAction(chunked(['["', ...parts, '"]'])))?.status).toBe(413);
  });
  it("reads a body sent in chunks within the limit as it would any other", async () => {
    expect(await refuseUndecodableAction(chunked(['["$undef', 'ined"]']))).toBeNull();
    expect((await refuseUndecodableAction(chunked(["not ", "json"])))?.status).toBe(400);
  });
});
