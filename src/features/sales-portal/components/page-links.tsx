import type { Route } from "next";
import Link from "next/link";
import { PAGE_SIZES, type PageSize, type Paging } from "../paging";

/**
 * The links under a list shown newest first: the newer and older pages, where we are, and the page
 * sizes. `href` makes a page's address, at the current size unless `size` is given.
 */
export function PageLinks({ paging, pages, href }: { paging: Paging; pages: number; href: (page: number, size?: PageSize) => Route }) {
  // An address past the last page (an old bookmark, a shorter list since) says so and leads back.
  const past = paging.page > pages;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-4 text-sm">
      {past ? (
        <span>
          There is no page {paging.page}: this list has {pages === 1 ? "one page" : `${pages} pages`}.{" "}
          <Link href={href(pages)} className="text-brand-700 underline">
            Go to {pages === 1 ? "it" : `page ${pages}`}
          </Link>
        </span>
      ) : (
        <>
          {paging.page > 1 && <Link href={href(paging.page - 1)} className="text-brand-700 underline">Newer</Link>}
          <span>
            Page {paging.page} of {pages}
          </span>
        </>
      )}
      {paging.page < pages && <Link href={href(paging.page + 1)} className="text-brand-700 underline">Older</Link>}
      <span>Per page:</span>
      {PAGE_SIZES.map((size) => (
        <Link key={size} href={href(1, size)} aria-current={size === paging.size ? "page" : undefined} className="text-brand-700 underline aria-[current=page]:font-bold">
          {size}
        </Link>
      ))}
    </nav>
  );
}
