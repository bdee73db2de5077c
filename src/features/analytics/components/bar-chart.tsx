"use client";

import { useEffect, useRef, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartSpec } from "./chart-spec";
import { wrapLabel } from "./wrap-label";

const FONT_SIZE = 12;
const LINE_HEIGHT = 14;
// About the width of one character of the 12 px axis font; a line holds as many as fit the label column.
const CHARACTER_WIDTH = 7;

/**
 * A horizontal bar chart (categories down the side). Each category's label is wrapped onto as many
 * lines as it needs within the label column (a third of the chart's width, 96 to 240 px), never cut
 * off, and each category is given the height its lines need.
 */
export default function AnalyticsBarChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const labelWidth = Math.round(Math.min(240, Math.max(96, (width || 360) / 3)));
  const perLine = Math.max(8, Math.floor((labelWidth - 8) / CHARACTER_WIDTH));
  const lines = spec.data.map((row) => wrapLabel(String(row[spec.category] ?? ""), perLine));
  const slot = Math.max(spec.bars.length * 14 + 10, Math.max(1, ...lines.map((l) => l.length)) * LINE_HEIGHT + 8);
  const height = Math.max(160, 48 + spec.data.length * slot);
  const barOrder = (key: unknown) => spec.bars.findIndex((bar) => bar.key === key);
  const format = spec.percent ? (value: number) => `${Math.round(value * 1000) / 10}%` : undefined;

  const tick = ({ x, y, payload }: { x: number | string; y: number | string; payload: { value: unknown } }) => {
    const text = wrapLabel(String(payload.value ?? ""), perLine);
    const top = Number(y) - ((text.length - 1) * LINE_HEIGHT) / 2;
    return (
      <text x={Number(x)} y={top} textAnchor="end" fontSize={FONT_SIZE} fill="#374151" dominantBaseline="central">
        {text.map((line, index) => (
          <tspan key={index} x={Number(x)} dy={index === 0 ? 0 : LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };

  return (
    <div ref={box} style={{ height }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={spec.data} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          {/* A rate axis with nothing on it yet runs to 100%, not to the 400% Recharts picks for an empty range. */}
          <XAxis type="number" allowDecimals={!!spec.percent} tickFormatter={format} fontSize={FONT_SIZE} domain={spec.percent ? [0, (max: number) => (max > 0 ? max : 1)] : undefined} />
          <YAxis type="category" dataKey={spec.category} width={labelWidth} tick={tick} interval={0} />
          {/* The tooltip and the legend list the bars in their order (Recharts sorts them by their words unless told). */}
          <Tooltip formatter={format ? (value) => format(Number(value)) : undefined} separator=": " itemSorter={(item) => barOrder(item.dataKey)} />
          {/* The swatch keeps the bar's colour; the words are in dark text, since the paler greens are too faint to read. */}
          <Legend formatter={(value) => <span style={{ color: "#374151" }}>{value}</span>} itemSorter={(item) => barOrder(item.dataKey)} />
          {spec.bars.map((bar) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.colour} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
