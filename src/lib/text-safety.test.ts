import { describe, expect, it } from "vitest";
import { findUnsafeText, hasContactDetails, hasEmailAddress, hasPhoneNumber, hasUnsafeText, hasWebAddress } from "./text-safety";

describe("unsafe text", () => {
  it("finds NUL characters and unpaired surrogates, and passes paired ones", () => {
    expect(hasUnsafeText("Ann\u0000")).toBe(true);
    expect(hasUnsafeText("\ud800")).toBe(true);
    expect(hasUnsafeText("a\udc00b")).toBe(true);
    expect(hasUnsafeText("\ud800\ud800\udc00")).toBe(true);
    expect(hasUnsafeText("Zoë 😀 £1,000")).toBe(false);
  });

  it("names the field of a parsed body, nested fields and keys included", () => {
    expect(findUnsafeText({ firstName: "Ann", answers: { notes: ["ok", "bad\u0000"] } })).toBe("answers.notes.1");
    expect(findUnsafeText({ ["k\ud800"]: 1 })).toBe("body");
    expect(findUnsafeText("\u0000")).toBe("body");
    expect(findUnsafeText({ a: 1, b: [true, null, "fine"] })).toBeNull();
  });

  it("copes with a deeply nested body without overflowing the stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe("web addresses", () => {
  it("finds a scheme, www. or a domain with a path, and passes everyday text", () => {
    for (const text of ["see https://example.com", "renew at wealthmatch-login.example/renew?firm=saltus", "WWW.EXAMPLE.CO.UK", "ftp://x", "visit saltus-renew.com today", "Go to renew.co.uk.", "secure.io"]) expect(hasWebAddress(text), text).toBe(true);
    for (const text of ["Our adviser is unwell. Sorry.", "Mr. Smith is away 3/4 days", "J. O'Brien-Ñúñez", "e.g. next week", "a.b", "Rothschild & Co. cannot", "The company.Commitments"]) expect(hasWebAddress(text), text).toBe(false);
    // An e-mail address is allowed where asked for (a reason), never in a name, and never as a disguise for a web address.
    const allowed = { emailAddresses: "allowed" } as const;
    for (const text of ["Please write to help@saltus.co.uk instead.", "E-mail me (jane.doe@gmail.com) to rearrange", "Contact <desk@firm.com>, or ring"]) {
      expect(hasWebAddress(text, allowed), text).toBe(false);
      expect(hasWebAddress(text), text).toBe(true);
    }
    for (const text of ["help@saltus.co.uk or saltus-renew.com", "https://evil.example/@x", "evil.com/renew@x", "www.evil.com@x", "a@b@evil.com", "user@evil.com/path", "mailto:help@firm.com", "evil.com@renew"]) expect(hasWebAddress(text, allowed), text).toBe(true);
  });
});

describe("contact details in public text", () => {
  it("finds phone numbers as people write them, but not years or sums", () => {
    for (const text of ["Call me on 07911 123456 please", "ring +44 20 7946 0321.", "(212) 555-1234", "Tel: 020-7946-0321", "07911123456", "Great team. 020 7946 0321", "Call me - 07911 123456", "Tel.07911123456"])
      expect(hasPhoneNumber(text), text).toBe(true);
    for (const text of ["Clients since 2019 2020 2021 2022", "£1 000 000 invested", "fees of 0.75% a year", "0800 123", "+44 20 7946", "We met twice (03.04.2024 - 10.04.2024)."])
      expect(hasPhoneNumber(text), text).toBe(false);
  });

  it("finds e-mail addresses, but not a lone @ or a handle", () => {
    for (const text of ["write to hank@example.com today", "(ann.lee@firm.co.uk)", "Me: x@y.org."]) expect(hasEmailAddress(text), text).toBe(true);
    for (const text of ["meet @ 10am", "@wealthmatchuk on X", "a@b", "fees@."]) expect(hasEmailAddress(text), text).toBe(false);
  });

  it("counts web addresses as contact details too (the hostile corpus is in src/lib/validation-hostile.test.ts)", () => {
    expect(hasContactDetails("see www.example.com")).toBe(true);
    expect(hasContactDetails("Phone 0161 496 0000 any time")).toBe(true);
    expect(hasContactDetails("A careful, patient adviser who explained every fee.")).toBe(false);
  });
});
