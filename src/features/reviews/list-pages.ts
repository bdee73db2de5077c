/** The query parameters naming the page of each list in the firm's workspace. */
export const LIST_PAGE_PARAMETERS = { meetings: "meetingsPage", reviews: "reviewsPage" } as const;

/** A page number from the address: a whole number from 1, else the first page. */
export function readListPage(value: unknown): number {
  const text = typeof value === "string" ? value : "";
  if (!/^[1-9][0-9]{0,5}$/.test(text)) return 1;
  return Number(text);
}
