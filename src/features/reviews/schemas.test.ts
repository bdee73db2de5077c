import { describe, expect, it } from "vitest";
import { replySchema, reviewSchema } from "./schemas";

const introductionId = "7d1e4c4e-1c1b-4a43-9a55-2b1f5d1f6a10";

describe("text published for anyone to read", () => {
  it("refuses a review that gives a way to reach someone, naming the field", () => {
    for (const body of ["Lovely team. Call me on 07911 123456 if you want to know more.", "Very helpful, ask me at hank@example.com", "Read more on www.example.com about them"]) {
      const parsed = reviewSchema.safeParse({ introductionId, rating: "5", body });
      expect(parsed.success, body).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["body", "Please leave out e-mail addresses, phone numbers and web addresses: your review is published for anyone to read"]]);
    }
    expect(reviewSchema.safeParse({ introductionId, rating: "4", body: "Clear about fees from 2019 to 2024, and quick to answer." }).success).toBe(true);
  });

  it("refuses a firm's reply that does", () => {
    const parsed = replySchema.safeParse({ reviewId: introductionId, providerId: "saltus", reply: "Sorry to hear this: please call 020 7946 0321." });
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["reply"]);
    expect(replySchema.safeParse({ reviewId: introductionId, providerId: "saltus", reply: "Thank you for your kind words." }).success).toBe(true);
  });
});
