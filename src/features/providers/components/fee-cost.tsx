import { formatOrdinalDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { ILLUSTRATION_GROWTH, ILLUSTRATION_YEARS, VAT_RATE, estimateCost, notIncluded } from "../fee-costs";
import type { FeeSchedule } from "../fees";
import type { Provider } from "../types";

/** The amount a cost is worked out on: one figure, or a band's range (max null: no upper end). */
export type CostAmount = { min: number; max: number | null };

/** Every amount here as the site shows money (docs/product.md, "Constants"): "£11k", "£1.2 million". */
const pounds = (value: number) => formatMoney(value);
const percent = (value: number) => `${Number(value.toFixed(4))}%`;

function tierWords(schedule: FeeSchedule): string[] {
  let floor = 0;
  return schedule.tiers.map((tier) => {
    const words =
      tier.upTo === null
        ? `${percent(tier.percent)} a year ${floor === 0 ? "on the whole amount" : `above ${pounds(floor)}`}`
        : `${percent(tier.percent)} a year ${floor === 0 ? "up to" : `from ${pounds(floor)} to`} ${pounds(tier.upTo)}`;
    floor = tier.upTo ?? floor;
    return words;
  });
}

/** "About £X in the first year and £Y a year after on your £Z", or the range for a band. */
export function costHeadline(schedule: FeeSchedule, amount: CostAmount, whose: "your" | "example"): string {
  const on = whose === "your" ? "on your" : "on";
  const low = estimateCost(schedule, amount.min);
  if (amount.max === amount.min) {
    return low.initial > 0
      ? `About ${pounds(low.firstYear)} in the first year and ${pounds(low.afterwards)} a year after ${on} ${pounds(amount.min)}.`
      : `About ${pounds(low.afterwards)} a year ${on} ${pounds(amount.min)}.`;
  }
  if (amount.max === null) return `From about ${pounds(low.afterwards)} a year ${on} ${pounds(amount.min)} or more${low.initial > 0 ? `, plus a one-off ${pounds(low.initial)} or more at the start` : ""}.`;
  const high = estimateCost(schedule, amount.max);
  return `About ${pounds(low.afterwards)} to ${pounds(high.afterwards)} a year ${on} ${pounds(amount.min)} to ${pounds(amount.max)}${low.initial > 0 ? `, plus a one-off ${pounds(low.initial)} to ${pounds(high.initial)} at the start` : ""}.`;
}

/**
 * What a firm would cost in pounds for an amount, with the breakdown one tap away (a native
 * details element: no script). Where no published tariff is held it says so, with no figure.
 * Costs never rank or choose a firm: they are shown, not used.
 */
export function FeeCost({
  provider,
  amount,
  whose = "your",
  headingLevel = "h3",
}: {
  provider: Pick<Provider, "name" | "feeSchedule" | "verifiedAt">;
  amount: CostAmount | null;
  whose?: "your" | "example";
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const Heading = headingLevel;
  const schedule = provider.feeSchedule;
  if (!schedule) {
    return (
      <div className="fee-cost text-sm" data-testid="fee-cost">
        <Heading className="font-semibold">Cost in pounds</Heading>
        <p className="mt-1">No figure yet: we do not hold the published tariff of {provider.name}, so we cannot work out a cost in pounds. Ask the firm how it charges.</p>
      </div>
    );
  }
  const verified = provider.verifiedAt.feeSchedule;
  const used = amount ?? null;
  const example = used ? estimateCost(schedule, used.min) : null;
  return (
    <div className="fee-cost text-sm" data-testid="fee-cost">
      <Heading className="font-semibold">Cost in pounds</Heading>
      {used ? <p className="mt-1 text-base font-medium">{costHeadline(schedule, used, whose)}</p> : <p className="mt-1">Give us an amount to see this firm&apos;s charges in pounds.</p>}
      <p className="mt-1 text-xs text-muted">
        From the published tariff of {provider.name},{" "}
        <a href={schedule.sourceUrl} className="break-words text-brand-700 underline underline-offset-2" rel="noopener noreferrer" target="_blank">
          {schedule.sourceUrl.replace(/^https:\/\//, "")}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        , read {formatOrdinalDate(schedule.readOn)}. {verified ? `Checked by our staff ${formatOrdinalDate(verified)}.` : "Not yet checked by our staff."}
      </p>
      {example && used && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">How this is worked out</summary>
          <div className="mt-2 space-y-2">
            <p>
              Worked on {pounds(used.min)}
              {used.max !== used.min ? ` (the lower end of the range you gave${used.max === null ? "" : `; the upper end, ${pounds(used.max)}, gives the higher figure`})` : ""}.
            </p>
            <ul className="list-disc space-y-1 pl-5">
              {schedule.tiers.length > 0 && (
                <li>
                  Annual charge {schedule.tiering === "marginal" ? "on each slice at its own rate" : "at one rate on the whole amount, by the band it falls in"}: {tierWords(schedule).join("; ")}.
                </li>
              )}
              {schedule.fixedAnnualFee !== null && <li>Fixed fee: {pounds(schedule.fixedAnnualFee)} a year.</li>}
              {schedule.minimumAnnualFee !== null && (
                <li>
                  Minimum annual fee: {pounds(schedule.minimumAnnualFee)}
                  {example.yearly.minimumApplied ? ", which applies at this amount" : ""}.
                </li>
              )}
              <li>Management charge: {pounds(example.yearly.management)} a year.</li>
              {schedule.platformPercent !== null && (
                <li>
                  Platform or custody: {percent(schedule.platformPercent)} a year, {pounds(example.yearly.platform)}.
                </li>
              )}
              <li>{schedule.vatAdded ? `VAT at ${VAT_RATE * 100}% is added: ${pounds(example.yearly.vat)} a year.` : "The firm states no VAT is added."}</li>
              {example.yearly.funds !== null && schedule.fundCostsPercent !== null && (
                <li>
                  Typical fund costs: {percent(schedule.fundCostsPercent)} a year, {pounds(example.yearly.funds)}.
                </li>
              )}
              {example.initial > 0 && <li>One-off initial fee: {pounds(example.initial)}{schedule.vatAdded ? " including VAT" : ""}.</li>}
            </ul>
            <p>Not included: {notIncluded(schedule).join("; ")}.</p>
            <p>
              Over {ILLUSTRATION_YEARS} years, if the money grew {ILLUSTRATION_GROWTH * 100}% a year before charges (an assumption, not a forecast), {pounds(used.min)} would
              become about {pounds(example.tenYears.withoutCharges)} with no charges and about {pounds(example.tenYears.withCharges)} after these charges.
            </p>
          </div>
        </details>
      )}
    </div>
  );
}
