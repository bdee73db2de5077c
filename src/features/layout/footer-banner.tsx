"use client";

import { usePathname } from "next/navigation";
import { CompareNowLink } from "@/components/compare-now-link";
import { showsFooterBanner } from "./route-rules";

/**
 * docs/product.md, "Pages": the sticky "Get personalised wealth manager matches" banner on home, the knowledge
 * centre and landing pages. It rests near the bottom of the window and rises as the footer comes
 * into view, never closer than 50 px to it.
 *
 * All of that is CSS: the banner sits in the page's flow just above the footer (50 px margin) and
 * sticks 16 px above the window's bottom edge until its own place scrolls into view. No script
 * moves it, so scrolling never shifts the layout (moving a fixed element with `bottom` did, by up
 * to 0.67 on a phone), and its place in the flow keeps it from covering the page's end.
 */
export function FooterBanner() {
  const pathname = usePathname();
  if (!showsFooterBanner(pathname)) return null;
  return (
    <aside
      aria-label="Compare wealth managers"
      data-testid="footer-banner"
      className="sticky bottom-4 z-30 mx-3 mb-[50px] mt-16 rounded-2xl bg-brand-800 text-white shadow-2xl ring-1 ring-white/10 md:mx-auto md:w-full md:max-w-3xl"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3 md:px-6">
        <p className="text-sm font-semibold md:text-base">Get personalised wealth manager matches</p>
        <CompareNowLink className="inline-flex h-11 shrink-0 items-center rounded-full bg-white px-5 text-sm font-semibold text-brand-900 hover:bg-brand-100">
          Compare now
        </CompareNowLink>
      </div>
    </aside>
  );
}
