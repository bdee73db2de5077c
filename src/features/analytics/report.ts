import "server-only";

import type { Database } from "@/server/db/client";
import { experimentCounts, pageStatistics, questionnaireFunnel, trafficSources } from "@/server/db/queries/analytics";
import type { AnalyticsRange } from "./date-range";
import { experimentsTable, funnelTables, pagesTable, sourcesTable, type ChartData, type DeclaredExperiment, type ReportTable, type TableId } from "./tables";

export interface AnalyticsReport {
  funnel: ReportTable;
  funnelDevices: ReportTable;
  wentBack: ReportTable;
  sources: ReportTable;
  experiments: ReportTable;
  pages: ReportTable;
  charts: ChartData;
}

/** Every section of /sales-portal/analytics for one date range: four aggregate queries. */
export async function loadAnalyticsReport(db: Database, range: AnalyticsRange, declared: readonly DeclaredExperiment[]): Promise<AnalyticsReport> {
  const [funnelRows, sourceRows, experimentRows, pageRows] = await Promise.all([
    questionnaireFunnel(db, range),
    trafficSources(db, range),
    experimentCounts(db, range),
    pageStatistics(db, range),
  ]);
  const funnel = funnelTables(funnelRows);
  const sources = sourcesTable(sourceRows);
  const experiments = experimentsTable(experimentRows, declared);
  const pages = pagesTable(pageRows);
  return {
    funnel: funnel.funnel,
    funnelDevices: funnel.devices,
    wentBack: funnel.back,
    sources: sources.table,
    experiments: experiments.table,
    pages: pages.table,
    charts: { funnel: funnel.chart, sources: sources.chart, experiments: experiments.chart, pages: pages.chart },
  };
}

/** One table for its CSV download: only the query it needs. */
export async function loadAnalyticsTable(db: Database, range: AnalyticsRange, id: TableId, declared: readonly DeclaredExperiment[]): Promise<ReportTable> {
  switch (id) {
    case "funnel":
      return funnelTables(await questionnaireFunnel(db, range)).funnel;
    case "funnel-devices":
      return funnelTables(await questionnaireFunnel(db, range)).devices;
    case "went-back":
      return funnelTables(await questionnaireFunnel(db, range)).back;
    case "sources":
      return sourcesTable(await trafficSources(db, range)).table;
    case "experiments":
      return experimentsTable(await experimentCounts(db, range), declared).table;
    case "pages":
      return pagesTable(await pageStatistics(db, range)).table;
  }
}
