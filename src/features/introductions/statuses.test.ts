import { describe, expect, it } from "vitest";
import { canFirmMove, canWithdraw, expiresFrom, firmActionsFrom, firmMaySeeContact, INTRODUCTION_STATUSES, staffStatusInWords, statusInWords } from "./statuses";

describe("introduction statuses", () => {
  it("a firm first accepts or declines, then reports progress to a close", () => {
    expect(firmActionsFrom("sent")).toEqual(["accepted", "declined"]);
    expect(canFirmMove("sent", "contacted")).toBe(false);
    expect(canFirmMove("accepted", "contacted")).toBe(true);
    expect(canFirmMove("meeting-arranged", "client")).toBe(true);
    expect(firmActionsFrom("confirming")).toEqual([]);
    for (const closed of ["declined", "client", "not-proceeding", "withdrawn", "expired"] as const) expect(firmActionsFrom(closed)).toEqual([]);
  });

  it("the visitor may withdraw only while it is open", () => {
    expect(canWithdraw("sent")).toBe(true);
    expect(canWithdraw("meeting-arranged")).toBe(true);
    expect(canWithdraw("declined")).toBe(false);
    expect(canWithdraw("confirming")).toBe(true);
    // A firm's own "Became a client" does not take the choice away (it never expires).
    expect(canWithdraw("client")).toBe(true);
    expect(canWithdraw("not-proceeding")).toBe(true);
    expect(canWithdraw("expired")).toBe(false);
    expect(canWithdraw("withdrawn")).toBe(false);
  });

  it("expiry spares clients and hides contact details", () => {
    expect(expiresFrom("client")).toBe(false);
    expect(expiresFrom("accepted")).toBe(true);
    expect(firmMaySeeContact("expired")).toBe(false);
    expect(firmMaySeeContact("withdrawn")).toBe(false);
    expect(firmMaySeeContact("accepted")).toBe(true);
    expect(firmMaySeeContact("declined")).toBe(false);
    expect(firmMaySeeContact("confirming")).toBe(false);
    expect(expiresFrom("confirming")).toBe(false);
  });

  it("every status has words", () => {
    for (const status of INTRODUCTION_STATUSES) expect(statusInWords[status]).toMatch(/^[A-Z]/);
    expect(statusInWords.accepted).toBe("Accepted");
    expect(statusInWords.confirming).toBe("Confirming your e-mail");
  });

  it("speaks to staff of the visitor's e-mail, not of theirs", () => {
    expect(staffStatusInWords.confirming).toBe("Waiting for the visitor to confirm their e-mail");
    for (const status of INTRODUCTION_STATUSES) expect(staffStatusInWords[status]).not.toMatch(/\byour\b/i);
  });
});
