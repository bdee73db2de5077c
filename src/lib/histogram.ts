/**
 * Medians from bucketed counts. A bucket i covers [bounds[i − 1], bounds[i]) (the first starts at
 * 0, the last is open-ended); `counts` has one more entry than `bounds`. The median is placed by
 * linear interpolation inside the bucket that holds it, so it is exact to the bucket's width.
 */
export function histogramMedian(counts: readonly number[], bounds: readonly number[]): number | null {
  if (counts.length !== bounds.length + 1) throw new RangeError("one count per bucket: bounds.length + 1");
  const total = counts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return null;
  const middle = total / 2;
  let before = 0;
  for (const [index, count] of counts.entries()) {
    if (count > 0 && before + count >= middle) {
      const low = index === 0 ? 0 : bounds[index - 1]!;
      const high = bounds[index];
      if (high === undefined) return low;
      return low + ((middle - before) / count) * (high - low);
    }
    before += count;
  }
  return bounds[bounds.length - 1] ?? 0;
}
