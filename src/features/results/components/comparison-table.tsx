import { CAPABILITY_TITLES, feesText, firmMinimumText, isVerified, NOT_VERIFIED, wontTakeText, type CapabilityLabel, type Provider } from "@/features/providers";
import { costHeadline, type CostAmount } from "@/features/providers/components";
import { formatOrdinalDate } from "@/lib/dates";

const COMPARED: Exclude<CapabilityLabel, "wont">[] = ["im", "fp", "pb", "offshore", "us", "eu"];

/**
 * Whether the firm offers a service: a plain Yes or No once its services are verified; before
 * that a Yes says so, and no mark is never read as "No" (docs/product.md, "Provider facts").
 */
function Offers({ yes, verified }: { yes: boolean; verified: boolean }) {
  if (yes) {
    return (
      <span className="font-semibold text-brand-800">
        <span aria-hidden="true">✓ </span>Yes
        {!verified && <span className="block text-xs font-normal text-muted">{NOT_VERIFIED.toLowerCase()}</span>}
      </span>
    );
  }
  return <span className="text-muted">{verified ? "No" : "Not known: ask the firm"}</span>;
}

/** The chosen providers side by side: capabilities, the firms' own minimums and fees, and who they won't take. */
export function ComparisonTable({ providers, costAmount = null }: { providers: Provider[]; costAmount?: CostAmount | null }) {
  return (
    <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="scroll-edges relative overflow-x-auto rounded-2xl border border-brand-100">
      <table className="w-full border-collapse text-left text-[13px] sm:text-sm">
        <caption id="compare-caption" className="sr-only">
          Your matches compared
        </caption>
        <thead>
          <tr className="bg-brand-50">
            <td className="w-[27%] p-2 sm:p-3" />
            {providers.map((p) => (
              <th key={p.id} scope="col" className="p-2 sm:p-3 align-bottom font-serif text-sm font-semibold sm:text-base text-ink">
                {p.nameForSL}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARED.map((label) => (
            <tr key={label} className="border-t border-brand-100">
              <th scope="row" className="p-2 sm:p-3 font-medium text-ink">
                {CAPABILITY_TITLES[label]}
              </th>
              {providers.map((p) => (
                <td key={p.id} className="p-2 sm:p-3">
                  <Offers yes={p.labels.includes(label)} verified={isVerified(p, "labels")} />
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t border-brand-100">
            <th scope="row" className="p-2 sm:p-3 font-medium text-ink">
              Minimum investment (the firm&apos;s own)
            </th>
            {providers.map((p) => (
              <td key={p.id} className="p-2 sm:p-3">
                {firmMinimumText(p)}
              </td>
            ))}
          </tr>
          <tr className="border-t border-brand-100">
            <th scope="row" className="p-2 sm:p-3 font-medium text-ink">
              Fees
            </th>
            {providers.map((p) => (
              <td key={p.id} className="p-2 sm:p-3">
                {feesText(p)}
              </td>
            ))}
          </tr>
          <tr className="border-t border-brand-100">
            <th scope="row" className="p-2 sm:p-3 font-medium text-ink">
              Cost in pounds
            </th>
            {providers.map((p) => (
              <td key={p.id} className="p-2 sm:p-3">
                {!p.feeSchedule ? (
                  <span className="text-muted">No tariff on file</span>
                ) : costAmount ? (
                  <>
                    {costHeadline(p.feeSchedule, costAmount, "your")}
                    <span className="mt-1 block text-xs text-muted">
                      From{" "}
                      <a href={p.feeSchedule.sourceUrl} className="break-words underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                        {p.feeSchedule.sourceUrl.replace(/^https:\/\/(www\.)?/, "").replace(/\/.*$/, "")}
                        <span className="sr-only"> (opens in a new tab), the tariff of {p.name}</span>
                      </a>
                      , read {formatOrdinalDate(p.feeSchedule.readOn)}
                    </span>
                  </>
                ) : (
                  <span className="text-muted">Give an amount to see this</span>
                )}
              </td>
            ))}
          </tr>
          <tr className="border-t border-brand-100">
            <th scope="row" className="p-2 sm:p-3 font-medium text-ink">
              {CAPABILITY_TITLES.wont}
            </th>
            {providers.map((p) => (
              <td key={p.id} className="p-2 sm:p-3">
                {wontTakeText(p) ?? <span className="text-muted">None known</span>}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
