/** Whether an address carries at least one non-empty utm_ parameter (read with the URL parser, not a pattern). */
export function hasUtmParameter(url: string): boolean {
  try {
    for (const [key, value] of new URL(url).searchParams) if (key.length > 4 && key.startsWith("utm_") && value) return true;
  } catch {
    // Not an address: nothing to record.
  }
  return false;
}
