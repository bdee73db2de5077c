import { questionName } from "@/features/questionnaire";
import { writeCsv } from "@/lib/csv";
import type { ExperimentCounts, FunnelRow, PageRow, SourceRow } from "@/server/db/queries/analytics";
import { chanceToBeatControl, relativeUplift, sampleRatioMismatch, tooFewToJudge, MIN_CONVERSIONS_TO_JUDGE, MIN_EXPOSURES_TO_JUDGE } from "./statistics";

/**
 * The analytics tables as data: one caption, column headers and rows of display text. The page
 * renders them and the CSV download writes the very same cells, so the two always agree.
 */
export type TableId = "funnel" | "funnel-devices" | "went-back" | "sources" | "experiments" | "pages";
export const TABLE_IDS: readonly TableId[] = ["funnel", "funnel-devices", "went-back", "sources", "experiments", "pages"];

export interface ReportTable {
  id: TableId;
  caption: string;
  columns: string[];
  /** Columns whose cells are figures (right-aligned). */
  numeric: number[];
  rows: string[][];
}

/** What charts need: plain numbers, computed with the tables. */
export interface ChartData {
  funnel: { question: string; reached: number; continued: number }[];
  sources: { source: string; visits: number; starts: number; completions: number; leads: number }[];
  experiments: { label: string; rate: number }[];
  pages: { path: string; visits: number }[];
}

const NONE = "–";
const NOT_ENOUGH_DATA = "Not enough data yet";
const whole = new Intl.NumberFormat("en-GB");
const percentFormat = new Intl.NumberFormat("en-GB", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat("en-GB", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" });
const oneDecimal = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatCount = (value: number) => whole.format(value);
export const formatShare = (part: number, whole: number) => (whole > 0 ? percentFormat.format(part / whole) : NONE);
const seconds = (value: number | null) => (value === null ? NONE : `${oneDecimal.format(value)} s`);

/* ---------- Questionnaire funnel ---------- */

const flowName = (flow: string) => (flow === "partner" ? "Partner" : flow === "proforma" ? "Questionnaire" : flow);

/** The question's name as the results page gives it, or its page id for a page the flow no longer has. */
const question = (row: FunnelRow) => questionName(row.flow, row.question) ?? row.question;

function funnelCells(row: FunnelRow): string[] {
  const dropped = row.dropped;
  return [
    formatCount(row.reached),
    formatCount(row.continued),
    formatCount(dropped),
    formatShare(dropped, row.reached),
    row.medianMs === null ? NONE : seconds(row.medianMs / 1000),
  ];
}

export function funnelTables(rows: FunnelRow[]): { funnel: ReportTable; devices: ReportTable; back: ReportTable; chart: ChartData["funnel"] } {
  const all = rows.filter((row) => row.device === null);
  const byDevice = rows.filter((row) => row.device !== null);
  const back = [...all].filter((row) => row.wentBack > 0).sort((a, b) => b.wentBack - a.wentBack || a.step - b.step).slice(0, 10);
  return {
    funnel: {
      id: "funnel",
      caption: "Questionnaire funnel",
      columns: ["Flow", "Step", "Question", "Page", "Reached", "Continued", "Dropped", "Dropped %", "Median time", "Went back"],
      numeric: [1, 4, 5, 6, 7, 8, 9],
      rows: all.map((row) => [flowName(row.flow), String(row.step), question(row), row.question, ...funnelCells(row), formatCount(row.wentBack)]),
    },
    devices: {
      id: "funnel-devices",
      caption: "Questionnaire funnel by device class",
      columns: ["Device", "Flow", "Step", "Question", "Page", "Reached", "Continued", "Dropped", "Dropped %", "Median time"],
      numeric: [2, 5, 6, 7, 8, 9],
      rows: byDevice.map((row) => [row.device ?? "", flowName(row.flow), String(row.step), question(row), row.question, ...funnelCells(row)]),
    },
    back: {
      id: "went-back",
      caption: "Where visitors went back most",
      columns: ["Flow", "Question", "Page", "Went back"],
      numeric: [3],
      rows: back.map((row) => [flowName(row.flow), question(row), row.question, formatCount(row.wentBack)]),
    },
    chart: all.filter((row) => row.flow === "proforma").slice(0, 20).map((row) => ({ question: question(row), reached: row.reached, continued: row.continued })),
  };
}

/* ---------- Traffic sources ---------- */

export function sourcesTable(rows: SourceRow[]): { table: ReportTable; chart: ChartData["sources"] } {
  // The introductions columns appear unless a row could not count them (trafficSources always does),
  // so a period with no visits still shows them.
  const withIntroductions = rows.every((row) => row.introductions !== null);
  const columns = ["Source", "Medium", "Campaign", "Visits", "Questionnaire starts", "Start rate", "Completions", "Completion rate", "Leads", "Lead rate"];
  if (withIntroductions) columns.push("Introductions", "Introductions per lead");
  return {
    table: {
      id: "sources",
      caption: "Traffic sources",
      columns,
      numeric: columns.slice(3).map((_, index) => index + 3),
      rows: rows.map((row) => {
        const cells = [
          row.source,
          row.medium ?? NONE,
          row.campaign ?? NONE,
          formatCount(row.visits),
          formatCount(row.starts),
          formatShare(row.starts, row.visits),
          formatCount(row.completions),
          formatShare(row.completions, row.starts),
          formatCount(row.leads),
          formatShare(row.leads, row.completions),
        ];
        if (withIntroductions) cells.push(formatCount(row.introductions ?? 0), row.leads > 0 ? oneDecimal.format((row.introductions ?? 0) / row.leads) : NONE);
        return cells;
      }),
    },
    chart: rows.slice(0, 10).map((row) => ({
      source: [row.source, row.medium, row.campaign].filter(Boolean).join(" / "),
      visits: row.visits,
      starts: row.starts,
      completions: row.completions,
      leads: row.leads,
    })),
  };
}

/* ---------- Experiments ---------- */

export interface DeclaredExperiment {
  title: string;
  /** The first is the control. */
  variants: readonly { name: string; weight: number }[];
}

export function experimentsTable(counts: ExperimentCounts[], declared: readonly DeclaredExperiment[]): { table: ReportTable; chart: ChartData["experiments"] } {
  const rows: string[][] = [];
  const chart: ChartData["experiments"] = [];
  for (const experiment of declared) {
    const arms = experiment.variants.map((variant) => {
      const found = counts.find((row) => row.title === experiment.title && row.variant === variant.name);
      return { name: variant.name, weight: variant.weight, exposures: found?.exposures ?? 0, conversions: found?.conversions ?? 0 };
    });
    const control = arms[0];
    if (!control) continue;
    const srm = sampleRatioMismatch(
      arms.map((arm) => arm.exposures),
      arms.map((arm) => arm.weight),
    );
    for (const [index, arm] of arms.entries()) {
      const isControl = index === 0;
      const warnings: string[] = [];
      if (srm?.mismatch) warnings.push(`Split departs from the declared weights (χ² p = ${srm.pValue.toExponential(1)})`);
      // Below the minimum in either arm nothing is judged: the cells say so instead of a figure.
      const tooFew = !isControl && tooFewToJudge(control, arm);
      if (tooFew) warnings.push(`Each arm needs at least ${MIN_EXPOSURES_TO_JUDGE} exposures and ${MIN_CONVERSIONS_TO_JUDGE} conversions to judge`);
      const uplift = isControl || tooFew ? null : relativeUplift(control, arm);
      rows.push([
        experiment.title,
        isControl ? `${arm.name} (control)` : arm.name,
        formatCount(arm.exposures),
        formatCount(arm.conversions),
        formatShare(arm.conversions, arm.exposures),
        isControl ? NONE : tooFew ? NOT_ENOUGH_DATA : uplift ? `${signedPercent.format(uplift.relative)} (${signedPercent.format(uplift.lower)} to ${signedPercent.format(uplift.upper)})` : NONE,
        isControl ? NONE : tooFew ? NOT_ENOUGH_DATA : percentFormat.format(chanceToBeatControl(control, arm)),
        warnings.join("; ") || NONE,
      ]);
      chart.push({ label: `${experiment.title}: ${arm.name}`, rate: arm.exposures > 0 ? arm.conversions / arm.exposures : 0 });
    }
  }
  return {
    table: {
      id: "experiments",
      caption: "Experiments",
      columns: ["Experiment", "Variant", "Exposures", "Conversions", "Conversion rate", "Uplift against control (95% interval)", "Chance to beat control", "Warnings"],
      numeric: [2, 3, 4, 5, 6],
      rows,
    },
    chart,
  };
}

/* ---------- Pages ---------- */

export function pagesTable(rows: PageRow[]): { table: ReportTable; chart: ChartData["pages"] } {
  return {
    table: {
      id: "pages",
      caption: "Pages",
      columns: ["Page", "Device", "Visits", "Median time on page", "Median scroll depth", "Idle share"],
      numeric: [2, 3, 4, 5],
      rows: rows.map((row) => [
        row.path,
        row.device ?? "All devices",
        formatCount(row.visits),
        seconds(row.medianSeconds),
        row.medianScrollDepth === null ? NONE : `${whole.format(Math.round(row.medianScrollDepth))} px`,
        row.idleShare === null ? NONE : percentFormat.format(row.idleShare),
      ]),
    },
    chart: rows.filter((row) => row.device === null).slice(0, 10).map((row) => ({ path: row.path, visits: row.visits })),
  };
}

/* ---------- CSV ---------- */

/**
 * A table as CSV, through the site's one CSV writer (src/lib/csv.ts): UTM tags and page paths come
 * from visitors, so every text cell is neutralised for spreadsheets; figure columns that hold a
 * figure the site formatted are written as shown.
 */
export function toCsv(table: ReportTable): string {
  return writeCsv(table.columns, table.rows, { figureColumns: table.numeric });
}
