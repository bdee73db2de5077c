"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartSpec } from "./chart-spec";

/** A horizontal bar chart (categories down the side, so long question ids and paths stay readable). */
export default function AnalyticsBarChart({ spec }: { spec: ChartSpec }) {
  const height = Math.max(160, 48 + spec.data.length * (spec.bars.length * 14 + 10));
  const format = spec.percent ? (value: number) => `${Math.round(value * 1000) / 10}%` : undefined;
  return (
    <div style={{ height }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={spec.data} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={!!spec.percent} tickFormatter={format} fontSize={12} />
          <YAxis type="category" dataKey={spec.category} width={180} fontSize={12} interval={0} />
          <Tooltip formatter={format ? (value) => format(Number(value)) : undefined} />
          <Legend />
          {spec.bars.map((bar) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.colour} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
