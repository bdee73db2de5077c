"use client";

import { weekInWords } from "../staff-dates";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface WeeklyActivity {
  week: string;
  matches: number;
  introductions: number;
}

/** The bars, left to right in each week. */
const SERIES = ["matches", "introductions"] as const;
type Series = (typeof SERIES)[number];

/** Visitors matched with a firm and introductions to it, per week. The same figures are in a table beside it for screen readers. */
export function ActivityChart({ data }: { data: WeeklyActivity[] }) {
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 24, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickFormatter={(week: string) => weekInWords(week)} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          {/* "Introductions: 2", in the bars' order, as the legend lists them. */}
          <Tooltip labelFormatter={(week) => weekInWords(String(week), true)} separator=": " itemSorter={(item) => SERIES.indexOf(item.dataKey as Series)} />
          {/* The series' own colours are too light for text: the legend's words are dark, its swatches coloured,
              listed in the bars' order (Recharts sorts them by their words unless told). */}
          <Legend formatter={(value) => <span style={{ color: "#374151" }}>{value}</span>} itemSorter={(item) => SERIES.indexOf(item.dataKey as Series)} />
          <Bar dataKey={SERIES[0]} name="Visitors matched" fill="#79bd96" />
          <Bar dataKey={SERIES[1]} name="Introductions" fill="#1a5337" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
