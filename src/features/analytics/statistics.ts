/**
 * The statistics behind the Experiments table (docs/product.md, "Operator analytics"). Pure functions of counts: no
 * rows, no database. Every figure here is computed from aggregates the SQL queries return.
 */

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, n = 9: about 15 significant digits). */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError("logGamma needs a positive argument");
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b), the log of the beta function. */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

export interface Arm {
  /** Visitors shown the variant. */
  exposures: number;
  /** Of those, visitors who reached the goal. */
  conversions: number;
}

function checkArm(arm: Arm): void {
  if (!Number.isInteger(arm.exposures) || !Number.isInteger(arm.conversions) || arm.conversions < 0 || arm.conversions > arm.exposures) {
    throw new RangeError("an arm needs whole numbers with 0 ≤ conversions ≤ exposures");
  }
}

/**
 * "Chance to beat control": P(p_B > p_A) when each rate has the posterior Beta(1 + conversions,
 * 1 + non-conversions) (a uniform prior). Exact closed form (Evan Miller, "Formulas for Bayesian
 * A/B testing"), summed in log space:
 *   P = Σ_{i=0}^{α_B − 1} B(α_A + i, β_A + β_B) / ((β_B + i) · B(1 + i, β_B) · B(α_A, β_A))
 * The sum has 1 + conversions(B) terms; it is summed over whichever arm has fewer conversions
 * (using P(B > A) = 1 − P(A > B), exact because ties have probability zero).
 */
export function chanceToBeatControl(control: Arm, variant: Arm): number {
  checkArm(control);
  checkArm(variant);
  if (variant.conversions > control.conversions) return 1 - probabilityBBeatsA(variant, control);
  return probabilityBBeatsA(control, variant);
}

function probabilityBBeatsA(a: Arm, b: Arm): number {
  const alphaA = 1 + a.conversions;
  const betaA = 1 + a.exposures - a.conversions;
  const alphaB = 1 + b.conversions;
  const betaB = 1 + b.exposures - b.conversions;
  const constant = logBeta(alphaA, betaA);
  let total = 0;
  for (let i = 0; i < alphaB; i += 1) {
    total += Math.exp(logBeta(alphaA + i, betaA + betaB) - Math.log(betaB + i) - logBeta(1 + i, betaB) - constant);
  }
  return Math.min(1, Math.max(0, total));
}

export interface Uplift {
  /** The variant's rate over the control's, minus one (0.2 = 20 % higher). */
  relative: number;
  lower: number;
  upper: number;
}

const Z_95 = 1.959963984540054;

/**
 * Relative uplift of the variant's conversion rate over the control's, with a 95 % interval by
 * the delta method on the log of the ratio of the two rates:
 *   se = √((1 − p_A)/(n_A·p_A) + (1 − p_B)/(n_B·p_B)),  interval = exp(ln(p_B/p_A) ± 1.96·se) − 1.
 * Undefined (null) while either arm has no conversions.
 */
export function relativeUplift(control: Arm, variant: Arm): Uplift | null {
  checkArm(control);
  checkArm(variant);
  if (control.conversions === 0 || variant.conversions === 0) return null;
  const pA = control.conversions / control.exposures;
  const pB = variant.conversions / variant.exposures;
  const logRatio = Math.log(pB / pA);
  const se = Math.sqrt((1 - pA) / (control.exposures * pA) + (1 - pB) / (variant.exposures * pB));
  return { relative: pB / pA - 1, lower: Math.exp(logRatio - Z_95 * se) - 1, upper: Math.exp(logRatio + Z_95 * se) - 1 };
}

/**
 * Q(a, x) = Γ(a, x)/Γ(a), the regularised upper incomplete gamma function (series below a + 1,
 * Lentz's continued fraction above, as in Numerical Recipes §6.2).
 */
export function upperRegularizedGamma(a: number, x: number): number {
  if (!(a > 0) || x < 0) throw new RangeError("upperRegularizedGamma needs a > 0 and x ≥ 0");
  if (x === 0) return 1;
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(logPrefix) * h;
}

/** The chi-square distribution's upper tail: P(X ≥ statistic) with `degrees` degrees of freedom. */
export function chiSquarePValue(statistic: number, degrees: number): number {
  return upperRegularizedGamma(degrees / 2, statistic / 2);
}

export interface SampleRatioCheck {
  statistic: number;
  degrees: number;
  pValue: number;
  /** True when p < 0.001: the split departs from the declared weights. */
  mismatch: boolean;
}

export const SRM_THRESHOLD = 0.001;

/**
 * Sample-ratio mismatch: Pearson's chi-square goodness of fit of the exposures per variant
 * against the split the declared weights promise. Null when there is nothing to test (no
 * exposures, or fewer than two variants).
 */
export function sampleRatioMismatch(exposures: readonly number[], weights: readonly number[]): SampleRatioCheck | null {
  if (exposures.length !== weights.length) throw new RangeError("one weight per variant");
  if (weights.some((weight) => !(weight > 0))) throw new RangeError("weights must be positive");
  const total = exposures.reduce((sum, value) => sum + value, 0);
  if (exposures.length < 2 || total === 0) return null;
  const weightSum = weights.reduce((sum, value) => sum + value, 0);
  let statistic = 0;
  exposures.forEach((observed, index) => {
    const expected = (total * weights[index]!) / weightSum;
    statistic += (observed - expected) ** 2 / expected;
  });
  const degrees = exposures.length - 1;
  const pValue = chiSquarePValue(statistic, degrees);
  return { statistic, degrees, pValue, mismatch: pValue < SRM_THRESHOLD };
}

/**
 * The least data either arm (the control and the variant) must have before the table judges a
 * variant: below it, uplift and chance to beat control are not shown, only "Not enough data yet".
 */
export const MIN_EXPOSURES_TO_JUDGE = 50;
export const MIN_CONVERSIONS_TO_JUDGE = 10;

export function tooFewToJudge(control: Arm, variant: Arm): boolean {
  return [control, variant].some((arm) => arm.exposures < MIN_EXPOSURES_TO_JUDGE || arm.conversions < MIN_CONVERSIONS_TO_JUDGE);
}
