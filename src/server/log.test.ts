import { afterEach, describe, expect, it, vi } from "vitest";
import { logFailure, withoutAddresses } from "./log";

afterEach(() => vi.restoreAllMocks());

function logged(error: unknown): string {
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  logFailure("leads: saving the lead of visitor v-1", error);
  return spy.mock.calls.map((call) => call.join(" ")).join("\n");
}

describe("failure logs", () => {
  it("keep a failed query's statement and drop its parameters", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "Ann Smith"'), { code: "22P02", table: "leads" });
    const error = new Error("Failed query: insert into leads (name, email, phone) values ($1, $2, $3)\nparams: Ann Smith,ann@example.com,07700900123", { cause });
    const text = logged(error);
    expect(text).toContain("insert into leads");
    expect(text).toContain("22P02");
    expect(text).toContain("table=leads");
    expect(text).toContain("v-1");
    for (const secret of ["Ann Smith", "ann@example.com", "07700900123"]) expect(text).not.toContain(secret);
  });

  it("copes with values that are not errors", () => {
    expect(logged("ann@example.com")).not.toContain("ann@example.com");
    expect(logged(null)).toContain("failed");
  });
});

describe("log lines", () => {
  it("escape every control character of an error's message and context", () => {
    const text = logged(new Error("bad value\r\n[leads] failed: forged\u0085line"));
    expect(text.split("\n")[0]).toBe("[leads: saving the lead of visitor v-1] failed: Error: bad value\\r\\n[leads] failed: forged\\u0085line");
  });
  it("escape a library's message and arguments", async () => {
    const { logLibraryLine } = await import("./log");
    const spy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    logLibraryLine("auth", "warn", "Invalid callbackURL: /x\r\ny", { url: "/a\nb" });
    expect(spy.mock.calls).toEqual([['[auth] warn: Invalid callbackURL: /x\\r\\ny {"url":"/a\\nb"}']]);
  });
});

describe("addresses in log text", () => {
  it("are written as [address], whatever stands around them", () => {
    expect(withoutAddresses("550 5.1.1 <ann@example.com>: Recipient address rejected")).toBe("550 5.1.1 <[address]>: Recipient address rejected");
    expect(withoutAddresses('to "bo@example.org", cc (cy@example.net); done')).toBe('to "[address]", cc ([address]); done');
    expect(withoutAddresses("no address here")).toBe("no address here");
  });
  it("reach a failure's log line", () => {
    expect(logged(new Error("Can't send mail - all recipients were rejected: 550 <ann@example.com>: no such user"))).not.toContain("ann@");
  });
});
