import { describe, expect, it } from "vitest";
import {
  chanceToBeatControl,
  chiSquarePValue,
  logGamma,
  relativeUplift,
  sampleRatioMismatch,
  tooFewToJudge,
  upperRegularizedGamma,
} from "./statistics";

/*
 * Reference values were computed independently with SciPy 1.17: P(B > A) by numerical integration
 * of f_B(x)·F_A(x) over [0, 1] (scipy.integrate.quad on scipy.stats.beta), chi-square values with
 * scipy.stats.chisquare and scipy.stats.chi2.sf.
 */
const arm = (conversions: number, exposures: number) => ({ conversions, exposures });

describe("logGamma", () => {
  it("matches factorials and Γ(1/2) = √π", () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(171)).toBeCloseTo(706.5730622457874, 8);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });
});

describe("chanceToBeatControl (beta-binomial, uniform prior)", () => {
  it.each([
    [arm(0, 0), arm(0, 0), 0.5],
    [arm(10, 100), arm(15, 100), 0.8532837899339669],
    [arm(100, 1000), arm(120, 1000), 0.9231834389735604],
    [arm(50, 1000), arm(40, 1000), 0.1416185177505746],
    [arm(1, 10), arm(3, 10), 0.844611528822055],
    [arm(200, 10000), arm(260, 10000), 0.9976775487800469],
  ])("control %o, variant %o → %f", (control, variant, expected) => {
    expect(chanceToBeatControl(control, variant)).toBeCloseTo(expected, 9);
  });

  it("is symmetric: P(B > A) + P(A > B) = 1", () => {
    const a = arm(37, 410);
    const b = arm(52, 395);
    expect(chanceToBeatControl(a, b) + chanceToBeatControl(b, a)).toBeCloseTo(1, 12);
  });

  it("stays finite and exact with tens of thousands of conversions", () => {
    const value = chanceToBeatControl(arm(20_000, 200_000), arm(20_000, 200_000));
    expect(value).toBeCloseTo(0.5, 6);
  });

  it("refuses impossible counts", () => {
    expect(() => chanceToBeatControl(arm(5, 4), arm(1, 4))).toThrow(RangeError);
  });
});

describe("relativeUplift (delta method on the log of the ratio)", () => {
  it("gives the worked example's interval", () => {
    // p_A = 0.10, p_B = 0.12: se = √(0.9/100 + 0.88/120), interval exp(ln 1.2 ± 1.96·se) − 1.
    const uplift = relativeUplift(arm(100, 1000), arm(120, 1000));
    expect(uplift?.relative).toBeCloseTo(0.2, 12);
    expect(uplift?.lower).toBeCloseTo(-0.06589424893700624, 10);
    expect(uplift?.upper).toBeCloseTo(0.5415813448973079, 10);
  });

  it("is undefined while an arm has no conversions", () => {
    expect(relativeUplift(arm(0, 50), arm(3, 50))).toBeNull();
    expect(relativeUplift(arm(3, 50), arm(0, 50))).toBeNull();
  });
});

describe("chi-square", () => {
  it("gives the textbook critical values' tail probabilities", () => {
    expect(chiSquarePValue(3.841458820694124, 1)).toBeCloseTo(0.05, 12);
    expect(chiSquarePValue(10.827566170662733, 1)).toBeCloseTo(0.001, 12);
    expect(chiSquarePValue(5.991464547107979, 2)).toBeCloseTo(0.05, 12);
    expect(chiSquarePValue(0.5, 1)).toBeCloseTo(0.47950012218695337, 12);
    expect(chiSquarePValue(20, 3) / 0.00016974243555282632).toBeCloseTo(1, 9);
    expect(chiSquarePValue(100, 10) / 5.4497019829205215e-17).toBeCloseTo(1, 8);
  });

  it("Q(1, x) = e^(−x)", () => {
    for (const x of [0.1, 1, 3, 12]) expect(upperRegularizedGamma(1, x)).toBeCloseTo(Math.exp(-x), 13);
  });
});

describe("sampleRatioMismatch", () => {
  it("flags 5,200 against 4,800 on a 50/50 split (χ² = 16, p ≈ 6.3e-5)", () => {
    const check = sampleRatioMismatch([5200, 4800], [1, 1]);
    expect(check?.statistic).toBeCloseTo(16, 12);
    expect(check?.degrees).toBe(1);
    expect(check!.pValue / 6.334248366623988e-5).toBeCloseTo(1, 9);
    expect(check?.mismatch).toBe(true);
  });

  it("does not flag 5,100 against 4,900 (χ² = 4, p ≈ 0.0455)", () => {
    const check = sampleRatioMismatch([5100, 4900], [1, 1]);
    expect(check?.statistic).toBeCloseTo(4, 12);
    expect(check?.pValue).toBeCloseTo(0.04550026389635857, 12);
    expect(check?.mismatch).toBe(false);
  });

  it("tests against unequal declared weights", () => {
    const check = sampleRatioMismatch([3000, 2000, 5000], [1, 1, 2]);
    expect(check?.statistic).toBeCloseTo(200, 10);
    expect(check?.degrees).toBe(2);
    expect(check!.pValue / 3.7200759760208177e-44).toBeCloseTo(1, 8);
    expect(sampleRatioMismatch([2500, 2480, 5020], [1, 1, 2])?.mismatch).toBe(false);
  });

  it("has nothing to test without exposures", () => {
    expect(sampleRatioMismatch([0, 0], [1, 1])).toBeNull();
  });
});

describe("tooFewToJudge", () => {
  it("needs ten conversions and fifty exposures in both the control and the variant", () => {
    expect(tooFewToJudge(arm(9, 1000), arm(40, 1000))).toBe(true);
    expect(tooFewToJudge(arm(40, 1000), arm(9, 1000))).toBe(true);
    expect(tooFewToJudge(arm(10, 1000), arm(10, 1000))).toBe(false);
    // A control nobody has seen, and too few exposures in either arm.
    expect(tooFewToJudge(arm(0, 0), arm(10, 1000))).toBe(true);
    expect(tooFewToJudge(arm(10, 49), arm(10, 1000))).toBe(true);
    expect(tooFewToJudge(arm(10, 50), arm(10, 50))).toBe(false);
  });
});
