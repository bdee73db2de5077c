import { afterEach, describe, expect, it, vi } from "vitest";

// A visitor who accepted analytics, within their limits: the routes get as far as reading the body.
vi.mock("@/server/ingest-guard", async (original) => ({ ...(await original<object>()), analyticsFromRequest: () => ({ consented: true }) }));
vi.mock("@/server/auth/session", () => ({ currentVisitor: async () => ({ id: "visitor-1" }) }));
vi.mock("@/server/limits", () => ({ checkWriteLimit: async () => ({ allowed: true, retryAfter: 0 }) }));
vi.mock("@/server/db/client", () => ({ db: async () => { throw new Error("the database is not reached"); } }));

const { POST: experiments } = await import("./experiments/route");
const { POST: utm } = await import("./utm/route");
const { POST: tracking } = await import("./tracking/route");

/** A POST whose client closes the connection while its body is being read, as Node reports it. */
function abandoned(path: string): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"name'));
      controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
  return new Request(`http://localhost${path}`, { method: "POST", body, headers: { "content-type": "application/json" }, duplex: "half" } as RequestInit);
}

afterEach(() => vi.restoreAllMocks());

describe("a client that goes away while sending", () => {
  it.each([
    ["POST /api/experiments", experiments, "/api/experiments"],
    ["POST /api/utm", utm, "/api/utm"],
    ["POST /api/tracking", tracking, "/api/tracking"],
  ] as const)("%s answers 499 and logs no failure", async (_, post, path) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await post(abandoned(path));
    expect(response.status).toBe(499);
    expect(logged).not.toHaveBeenCalled();
  });
});
