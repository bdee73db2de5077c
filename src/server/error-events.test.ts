import type { ErrorEvent } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { scrubServerErrorEvent } from "./error-events";

describe("the server's error reports", () => {
  it("carry the error and the page asked for, never what could name the visitor", () => {
    const event = scrubServerErrorEvent({
      type: undefined,
      message: "Failed query: insert into leads values ($1)\nparams: ann@example.com",
      user: { ip_address: "203.0.113.9" },
      request: { method: "POST", url: "https://site.example/results?email=ann%40example.com", headers: { cookie: "better-auth.session_token=s" }, cookies: { a: "b" }, data: "{\"email\":\"ann@example.com\"}" },
      exception: { values: [{ type: "Error", value: "550 <ann@example.com>: no such user" }] },
    } as ErrorEvent);
    expect(event.request).toEqual({ method: "POST", url: "https://site.example/results" });
    expect(event.user).toBeUndefined();
    expect(event.exception?.values?.[0]?.value).toBe("550 <[address]>: no such user");
    expect(event.message).toBe("Failed query: insert into leads values ($1)");
    expect(JSON.stringify(event)).not.toContain("ann");
  });
});
