import { describe, expect, it } from "vitest";
import { isThrowawayAddress } from "./throwaway";

describe("throwaway addresses", () => {
  it("refuses domains on the list, their subdomains and the wildcard part", () => {
    expect(isThrowawayAddress("someone@mailinator.com")).toBe(true);
    expect(isThrowawayAddress("Someone@YOPMAIL.com")).toBe(true);
    expect(isThrowawayAddress("someone@mx.mailinator.com")).toBe(true);
    expect(isThrowawayAddress("someone@sub.33mail.com")).toBe(true);
  });

  it("accepts ordinary addresses", () => {
    for (const email of ["ada@gmail.com", "ada+tag@example.co.uk", "a@hsbc.co.uk", "x@proton.me", "not-an-address"]) expect(isThrowawayAddress(email)).toBe(false);
  });
});
