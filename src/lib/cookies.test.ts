// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { deleteCookie, getCookie, parseCookie, serialiseCookie, setCookie } from "./cookies";

describe("serialiseCookie", () => {
  const now = new Date("2024-01-01T00:00:00Z");

  it("sets the expiry `days` days ahead, at path /", () => {
    expect(serialiseCookie("choice", "yes", 30, { now })).toBe("choice=yes; expires=Wed, 31 Jan 2024 00:00:00 GMT; path=/; SameSite=Lax");
  });

  it("encodes the value and marks https cookies Secure", () => {
    expect(serialiseCookie("note", "a b;c", 1, { now, secure: true })).toBe("note=a%20b%3Bc; expires=Tue, 02 Jan 2024 00:00:00 GMT; path=/; SameSite=Lax; Secure");
  });

  it("refuses a name a cookie cannot hold", () => {
    expect(() => serialiseCookie("bad name", "x", 1)).toThrow(/bad name/);
  });
});

describe("parseCookie", () => {
  it("finds a cookie by its exact name and decodes it", () => {
    expect(parseCookie("a=1; ab=2; note=a%20b", "ab")).toBe("2");
    expect(parseCookie("a=1; ab=2; note=a%20b", "note")).toBe("a b");
    expect(parseCookie("a=1", "b")).toBeNull();
    expect(parseCookie("", "a")).toBeNull();
  });
});

describe("cookies in the browser", () => {
  beforeEach(() => {
    for (const name of ["choice", "other"]) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it("sets, reads and deletes", () => {
    setCookie("choice", "accepted all", 180);
    setCookie("other", "1", 1);
    expect(getCookie("choice")).toBe("accepted all");
    deleteCookie("choice");
    expect(getCookie("choice")).toBeNull();
    expect(getCookie("other")).toBe("1");
  });
});
