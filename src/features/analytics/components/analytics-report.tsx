import { routes } from "@/config/routes";
import { rangeQuery, type AnalyticsRange } from "../date-range";
import type { AnalyticsReport } from "../report";
import { MIN_CONVERSIONS_TO_JUDGE, MIN_EXPOSURES_TO_JUDGE } from "../statistics";
import type { TableId } from "../tables";
import { AnalyticsChart } from "./analytics-chart";
import { ReportTableView } from "./report-table";
import { formatOrdinalDate } from "@/lib/dates";

const presetNames = { "7": "Last 7 days", "30": "Last 30 days", "90": "Last 90 days", custom: "Custom dates" } as const;

function RangeForm({ range, error }: { range: AnalyticsRange; error: string | null }) {
  // A refused range shows what was typed; the report below is the last 30 days.
  const shown = range.typed ?? { range: range.preset, from: range.fromDay, to: range.toDay };
  return (
    <form method="get" action={routes.salesPortalAnalytics} className="flex flex-wrap items-end gap-4 rounded-xl border border-brand-100 bg-white p-4" aria-describedby={error ? "range-error" : undefined}>
      <div>
        <label htmlFor="range" className="block text-sm font-semibold">Period</label>
        <select id="range" name="range" defaultValue={Object.hasOwn(presetNames, shown.range) ? shown.range : range.preset} className="mt-1 min-h-11 rounded-lg border border-brand-200 px-3">
          {Object.entries(presetNames).map(([value, name]) => (
            <option key={value} value={value}>{name}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="from" className="block text-sm font-semibold">From</label>
        <input id="from" name="from" type="date" defaultValue={shown.from} className="mt-1 min-h-11 rounded-lg border border-brand-200 px-3" />
      </div>
      <div>
        <label htmlFor="to" className="block text-sm font-semibold">To</label>
        <input id="to" name="to" type="date" defaultValue={shown.to} className="mt-1 min-h-11 rounded-lg border border-brand-200 px-3" />
      </div>
      <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">Show</button>
      <p className="w-full text-sm text-muted">The dates apply when the period is “Custom dates”; both days are included (UTC).</p>
      {error && (
        <p id="range-error" role="alert" className="w-full rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-2 text-red-800">
          {error} Below are the last 30 days instead.
        </p>
      )}
    </form>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl text-ink">{title}</h2>
      <p className="mt-1 max-w-3xl text-muted">{intro}</p>
      {children}
    </section>
  );
}

/** The operator analytics page body (docs/product.md, "Operator analytics"): a date range, then four sections. */
export function AnalyticsReportView({ report, range, rangeError }: { report: AnalyticsReport; range: AnalyticsRange; rangeError: string | null }) {
  const csv = (table: TableId) => `${routes.salesPortalAnalyticsCsv}?table=${table}&${rangeQuery(range)}`;
  const { charts } = report;
  return (
    <div className="space-y-12">
      <div>
        <RangeForm range={range} error={rangeError} />
        <p className="mt-3 text-sm">
          Showing {formatOrdinalDate(range.from, { zone: "UTC" })} to {formatOrdinalDate(new Date(range.to.getTime() - 1), { zone: "UTC" })}. Only visitors who allowed analytics
          cookies are counted: nothing is recorded for anyone else.
        </p>
      </div>

      <Section id="funnel" title="Questionnaire funnel" intro="For each question, in the order visitors meet it: how many reached it, pressed Continue, and left there (dropped), with the median time before Continue.">
        <AnalyticsChart spec={{ data: charts.funnel, category: "question", bars: [{ key: "reached", name: "Reached", colour: "#79bd96" }, { key: "continued", name: "Continued", colour: "#1a5337" }] }} />
        <ReportTableView table={report.funnel} csvHref={csv("funnel")} note="Reached, Continued and Dropped count visitors. Dropped: reached the question, did not continue, and answered no later question, so a visitor who went back and then took another path or finished is not dropped there. Went back counts presses of Back (or the browser's back) on that question. The partner flow is listed after the questionnaire." />
        <ReportTableView table={report.funnelDevices} csvHref={csv("funnel-devices")} />
        <ReportTableView table={report.wentBack} csvHref={csv("went-back")} />
      </Section>

      <Section id="sources" title="Traffic sources" intro="Visitors who began in this period, by the UTM tags of the address they first arrived at (“direct” when it had none), and how far they went.">
        <AnalyticsChart spec={{ data: charts.sources, category: "source", bars: [
          { key: "visits", name: "Visits", colour: "#c9e6d3" },
          { key: "starts", name: "Questionnaire starts", colour: "#79bd96" },
          { key: "completions", name: "Completions", colour: "#2f7d52" },
          { key: "leads", name: "Leads", colour: "#1a5337" },
        ] }} />
        <ReportTableView
          table={report.sources}
          csvHref={csv("sources")}
          note={`A visit is one visitor's tracking record. Each rate is against the step before: starts per visit, completions per start, leads per completion.${report.sources.columns.includes("Introductions") ? " Introductions counts each firm a visitor chose to be introduced to, withdrawn ones included." : ""}`}
        />
      </Section>

      <Section id="experiments" title="Experiments" intro="Each variant against the control (the first variant): visitors shown it, visitors who reached its goal, and how likely it is to be better.">
        <AnalyticsChart spec={{ data: charts.experiments, category: "label", bars: [{ key: "rate", name: "Conversion rate", colour: "#2f7d52" }], percent: true }} />
        <ReportTableView
          table={report.experiments}
          csvHref={csv("experiments")}
          note={`Uplift is the relative change in conversion rate against the control, with a 95% interval by the delta method on the log of the ratio of the two rates. Chance to beat control is the probability that the variant's true rate is higher, from a Bayesian beta-binomial model with a uniform prior (each rate Beta(1 + conversions, 1 + non-conversions)), computed exactly. A split that departs from the declared weights (chi-square test, p < 0.001) is flagged. Nothing is judged until the control and the variant each have at least ${MIN_EXPOSURES_TO_JUDGE} exposures and ${MIN_CONVERSIONS_TO_JUDGE} conversions: until then both columns say "Not enough data yet".`}
        />
      </Section>

      <Section id="pages" title="Pages" intro="The 50 most visited pages, for all devices and by device class.">
        <AnalyticsChart spec={{ data: charts.pages, category: "path", bars: [{ key: "visits", name: "Visits", colour: "#2f7d52" }] }} />
        <ReportTableView
          table={report.pages}
          csvHref={csv("pages")}
          note="Time on page counts only the seconds the tab was visible. Scroll depth is the distance from the top of the page to the bottom of the window where the visitor left it. Idle share is the share of visits that ended with the visitor idle. Medians are estimated from bucketed distributions (exact to the second below 30 seconds, to 100 pixels below 3,000)."
        />
      </Section>
    </div>
  );
}
