import { FormField } from "@/components/ui/form-field";
import { FEE_TIER_ROWS, type FeeSchedule } from "../fees";

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));

/**
 * The fee schedule's fields in the facts editor: how tiers apply, up to five tiers, the other
 * charges, and the tariff's address and the date it was read. All empty means "none known".
 * Errors come back as one message naming each field at fault.
 */
export function FeeScheduleFields({ schedule, error, verifiedNote, verifyBox }: { schedule: FeeSchedule | null; error?: string; verifiedNote: string; verifyBox: React.ReactNode }) {
  const rows = Array.from({ length: FEE_TIER_ROWS }, (_, index) => schedule?.tiers[index] ?? null);
  return (
    <fieldset className="rounded-xl border border-brand-100 p-4" aria-describedby={error ? "fee-schedule-error" : undefined}>
      <legend className="px-1 text-sm font-semibold">Fee schedule</legend>
      <p className="text-sm text-muted">
        Only from the firm&apos;s own published tariff, with its address and the date you read it. Leave every field empty when none is known: the profile then says
        the fees are not published. {verifiedNote}
      </p>
      {error && (
        <p id="fee-schedule-error" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 space-y-1 text-sm">
        <p className="font-semibold">How the tiers apply</p>
        <label className="flex items-center gap-2">
          <input type="radio" name="fee.tiering" value="marginal" defaultChecked={schedule?.tiering !== "whole"} className="h-4 w-4" />
          Each slice at its own rate (marginal)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="fee.tiering" value="whole" defaultChecked={schedule?.tiering === "whole"} className="h-4 w-4" />
          One rate on the whole portfolio, by the band it falls in
        </label>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows.map((tier, index) => (
          <div key={index} className="contents">
            <FormField
              id={`fee-tier-${index}-upTo`}
              name="fee.tierUpTo"
              label={`Tier ${index + 1}: up to (£)`}
              hint={index === 0 ? "Empty for the top tier, which has no upper limit" : undefined}
              defaultValue={text(tier?.upTo)}
              inputMode="numeric"
            />
            <FormField id={`fee-tier-${index}-percent`} name="fee.tierPercent" label={`Tier ${index + 1}: annual charge (%)`} defaultValue={text(tier?.percent)} inputMode="decimal" />
          </div>
        ))}
        <FormField id="fee-fixedAnnualFee" name="fee.fixedAnnualFee" label="Fixed annual fee (£)" defaultValue={text(schedule?.fixedAnnualFee)} inputMode="numeric" />
        <FormField id="fee-minimumAnnualFee" name="fee.minimumAnnualFee" label="Minimum annual fee (£)" defaultValue={text(schedule?.minimumAnnualFee)} inputMode="numeric" />
        <FormField id="fee-platformPercent" name="fee.platformPercent" label="Platform or custody charge (% a year)" defaultValue={text(schedule?.platformPercent)} inputMode="decimal" />
        <FormField id="fee-fundCostsPercent" name="fee.fundCostsPercent" label="Typical fund costs (% a year)" defaultValue={text(schedule?.fundCostsPercent)} inputMode="decimal" />
        <FormField id="fee-initialPercent" name="fee.initialPercent" label="Initial fee (%)" defaultValue={text(schedule?.initialPercent)} inputMode="decimal" />
        <FormField id="fee-initialFixedFee" name="fee.initialFixedFee" label="Initial fee (£)" defaultValue={text(schedule?.initialFixedFee)} inputMode="numeric" />
        <FormField id="fee-dealingCharges" name="fee.dealingCharges" label="Dealing charges, as the firm states them" defaultValue={text(schedule?.dealingCharges)} className="sm:col-span-2" />
        <FormField id="fee-sourceUrl" name="fee.sourceUrl" label="Tariff's address" hint="Starting https://" defaultValue={text(schedule?.sourceUrl)} />
        <FormField id="fee-readOn" name="fee.readOn" label="Date read" type="date" defaultValue={text(schedule?.readOn)} />
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input type="checkbox" name="fee.vatAdded" value="yes" defaultChecked={schedule?.vatAdded ?? false} className="h-4 w-4" />
        VAT at 20% is added to the firm&apos;s fees
      </label>
      {verifyBox}
    </fieldset>
  );
}
