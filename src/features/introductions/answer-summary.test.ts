import { describe, expect, it } from "vitest";
import { defaultFormData } from "@/lib/form-data";
import { amountBand, summariseAnswers } from "./answer-summary";

describe("the amount a firm reads", () => {
  it("is the band the investable total falls in, in the words the investor's own pages use", () => {
    expect(amountBand(400_000)).toBe("£300k to under £500k");
    expect(amountBand(75_000)).toBe("£50k to under £100k");
    expect(amountBand(7_500_000)).toBe("£5m to under £10m");
    expect(amountBand(12_000_000)).toBe("£10m and over");
    expect(amountBand(null)).toBe("Not given");
    expect(amountBand(0)).toBe("Not given");
  });
});

describe("a business sale in the firm's summary", () => {
  const sale = { sellBus: true, explorationStage: true, sale: "trade-sale", valueOfBusiness: 2_500_000, accountants: true, solicitors: true, timeFrame: "within-6-months" };

  it("says when the sale should complete and which other professionals are wanted, in the words of the questions' options", () => {
    const summary = summariseAnswers({ ...defaultFormData, ...sale }, 2_500_000);
    expect(summary.adviceAreas).toEqual(["Selling a business"]);
    expect(summary.sale).toEqual({ timeframe: "Within 6 months", otherProfessionals: "Accountants, Solicitors" });
  });

  it("says when nothing is wanted, or the timeframe was not asked at the sale's stage", () => {
    const complete = { ...defaultFormData, sellBus: true, saleComplete: true, noneOfTheAbove: true, earnOutMonths: 12 };
    expect(summariseAnswers(complete, null).sale).toEqual({ timeframe: "Not asked at this stage", otherProfessionals: "None" });
  });

  it("is left out for anyone not selling a business", () => {
    expect(summariseAnswers({ ...defaultFormData, investPortfolio: true, isa: true, isaValue: 400_000 }, 400_000).sale).toBeNull();
  });
});
