import { describe, expect, it } from "vitest";
import { formatPounds, parseMoney } from "./money-input";

describe("parseMoney", () => {
  it.each([
    ["1250000", 1_250_000],
    ["£1,250,000", 1_250_000],
    ["1.25m", 1_250_000],
    ["750k", 750_000],
    ["750K", 750_000],
    [" £ 2 million ", 2_000_000],
    ["1000", 1_000],
    ["1bn", 1_000_000_000],
    ["£1,000,000,000", 1_000_000_000],
    ["1250000.00", 1_250_000],
    ["0.5m", 500_000],
  ])("reads %s as %i", (text, value) => {
    expect(parseMoney(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["", /Enter the amount/],
    ["abc", /must be a number of pounds/],
    ["12,34", /must be a number of pounds/],
    ["1.2.3", /must be a number of pounds/],
    ["5x", /must be a number of pounds/],
    ["-5000", /must be a number of pounds/],
    ["999", /at least £1,000/],
    ["1.0001k", /whole pounds/],
    ["1000.50", /whole pounds/],
    ["1000000001", /no more than £1,000,000,000/],
    ["2bn", /no more than/],
  ])("refuses %j", (text, message) => {
    const result = parseMoney(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it("names the field in its messages", () => {
    const result = parseMoney("12", "Your total");
    expect(!result.ok && result.error).toBe("Your total must be at least £1,000");
  });

  it("formats whole pounds", () => {
    expect(formatPounds(1_250_000)).toBe("£1,250,000");
  });
});
