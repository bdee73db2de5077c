/** What a chart shows: rows of plain values, the category field and one bar per measure. */
export interface ChartSpec {
  data: Record<string, string | number>[];
  category: string;
  bars: { key: string; name: string; colour: string }[];
  percent?: boolean;
}
