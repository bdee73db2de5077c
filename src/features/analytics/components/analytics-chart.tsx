"use client";

import dynamic from "next/dynamic";
import type { ChartSpec } from "./chart-spec";

// recharts is fetched in the browser, and only by this page: the table beside each chart holds
// the same figures, so nothing is lost before it arrives or without JavaScript.
const AnalyticsBarChart = dynamic(() => import("./bar-chart"), { ssr: false, loading: () => <div className="h-40" /> });

export function AnalyticsChart({ spec }: { spec: ChartSpec }) {
  if (spec.data.length === 0) return null;
  return (
    <div aria-hidden="true" className="mt-4">
      <AnalyticsBarChart spec={spec} />
    </div>
  );
}
