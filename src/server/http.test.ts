import { describe, expect, it } from "vitest";
import { stopsWithin } from "@/testing/watchdog";
import { clientWentAway, readJsonBody, jsonDepthExceeds } from "./http";

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readJsonBody", () => {
  it("stops reading a stream past the limit and answers 413, whatever length was declared", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const read = await readJsonBody(post(endless), { limit: 64 * 1024 });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.response.status).toBe(413);
    expect(pulled).toBeLessThan(5);
    const declared = await readJsonBody(post("{}", { "content-length": String(10 * 1024 * 1024) }), { limit: 1024 });
    expect(declared.ok ? 0 : declared.response.status).toBe(413);
  });

  it("answers 400 for text that is not JSON, and names the field holding a NUL or a lone surrogate", async () => {
    const notJson = await readJsonBody(post("{nope"), { limit: 1024 });
    expect(notJson.ok ? 0 : notJson.response.status).toBe(400);
    const nul = await readJsonBody(post('{"lead":{"firstName":"Ann\\u0000"}}'), { limit: 1024 });
    expect(nul.ok).toBe(false);
    if (!nul.ok) {
      expect(nul.response.status).toBe(400);
      expect(await nul.response.json()).toEqual({
        error: "lead.firstName: must not contain NUL characters or broken Unicode",
        issues: [{ field: "lead.firstName", message: "must not contain NUL characters or broken Unicode" }],
      });
    }
    const surrogate = await readJsonBody(post('{"email":"\\ud83d"}'), { limit: 1024 });
    expect(surrogate.ok ? 0 : surrogate.response.status).toBe(400);
  });

  it("passes good JSON, refuses a non-object when an object is wanted, and allows an empty body only when asked", async () => {
    expect(await readJsonBody(post('{"name":"Zoë 😀"}'), { limit: 1024 })).toEqual({ ok: true, value: { name: "Zoë 😀" } });
    const array = await readJsonBody(post("[1]"), { limit: 1024, object: true });
    expect(array.ok ? 0 : array.response.status).toBe(400);
    expect(await readJsonBody(post(""), { limit: 1024, allowEmpty: true })).toEqual({ ok: true, value: undefined });
  });
});

describe("clientWentAway", () => {
  const aborted = () => Object.assign(new Error("aborted"), { code: "ECONNRESET" });

  it("tells a body cut off by its client from the site's own failures", async () => {
    // A body that breaks off as Node's does when the client closes the connection mid-send.
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"visits":['));
        controller.error(aborted());
      },
    });
    const request = post(cutOff);
    const failure = await readJsonBody(request, { limit: 1024 }).catch((error: unknown) => error);
    expect(clientWentAway(request, failure)).toBe(true);
    expect(clientWentAway(post("{}"), new Error("connection refused"))).toBe(false);
    expect(clientWentAway(post("{}"), Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }))).toBe(false);
  });

  it("knows a request whose own signal was aborted", () => {
    const controller = new AbortController();
    const request = new Request("http://localhost/api/x", { method: "POST", body: "{}", signal: controller.signal });
    expect(clientWentAway(request, new Error("anything"))).toBe(false);
    controller.abort();
    expect(clientWentAway(request, new Error("anything"))).toBe(true);
  });
});

describe("deeply nested JSON", () => {
  const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}${close.repeat(depth)}`;
  const post = (body: string) => new Request("http://localhost/api/x", { method: "POST", body });

  it("is refused with 400 before it is parsed, at 5,000 deep in an array or an object", async () => {
    for (const body of [nested(5000), `{"email":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`]) {
      const read = await readJsonBody(post(body), { limit: 1024 * 1024 });
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.response.status).toBe(400);
        expect(((await read.response.json()) as { error: string }).error).toMatch(/more than 32 deep/);
      }
    }
  });
  it("is read up to the limit, and brackets inside strings do not count", async () => {
    expect((await readJsonBody(post(nested(32)), { limit: 1024 })).ok).toBe(true);
    expect((await readJsonBody(post(nested(33)), { limit: 1024 })).ok).toBe(false);
    expect((await readJsonBody(post(JSON.stringify({ name: "[[[[".repeat(100), quote: '\\"{{{' })), { limit: 4096 })).ok).toBe(true);
  });
  it("is counted in linear time", () => {
    expect(jsonDepthExceeds(`"${"[".repeat(1_000_000)}"`)).toBe(false);
    expect(stopsWithin(() => jsonDepthExceeds(`[${'"a",'.repeat(200_000)}1]`))).toBe(false);
  });
});
