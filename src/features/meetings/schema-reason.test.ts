import { describe, expect, it } from "vitest";
import { cancelMeetingSchema } from "./schema";

describe("a reason the other side is mailed", () => {
  it("is refused with a web address in it, naming the field", () => {
    const parsed = cancelMeetingSchema.safeParse({ meetingId: crypto.randomUUID(), reason: "Security notice: renew it at https://wealthmatch-login.example/renew" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Reason for cancelling: leave out web addresses; the other side is e-mailed this");
  });

  it("is taken in plain words", () => {
    expect(cancelMeetingSchema.safeParse({ meetingId: crypto.randomUUID(), reason: "Our adviser is unwell. Sorry." }).success).toBe(true);
  });
});
