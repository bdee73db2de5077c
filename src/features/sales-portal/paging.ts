import "@/lib/zod-config";
import { z } from "zod";

/** docs/product.md, "Leads, accounts and roles": page sizes 25, 50 and 100. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

const pagingSchema = z.object({
  size: z.coerce.number().pipe(z.union([z.literal(25), z.literal(50), z.literal(100)])).catch(25),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export interface Paging {
  size: PageSize;
  page: number;
  offset: number;
}

/** Reads ?size= and ?page= from a query string; anything unreadable falls back to the first page of 25. */
export function readPaging(params: Record<string, string | string[] | undefined>): Paging {
  const { size, page } = pagingSchema.parse({ size: params.size ?? 25, page: params.page ?? 1 });
  return { size, page, offset: (page - 1) * size };
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/* The workspace's lists after the first meetings (the reviews feature's), each paged on its own. */

/** The query parameters naming the page of each list in the firm's workspace. */
export const LIST_PAGE_PARAMETERS = { meetings: "meetingsPage", reviews: "reviewsPage" } as const;

/** A page number from the address: a whole number from 1, else the first page. */
export function readListPage(value: unknown): number {
  const text = typeof value === "string" ? value : "";
  if (!/^[1-9][0-9]{0,5}$/.test(text)) return 1;
  return Number(text);
}
