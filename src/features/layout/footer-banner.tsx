"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { CompareNowLink } from "@/components/compare-now-link";
import { footerBannerOffset, showsFooterBanner } from "./route-rules";

const RESTING_OFFSET_PX = 16;

/**
 * SPEC §2: the sticky "Get personalised wealth manager matches" banner on home, the knowledge
 * centre and landing pages. It rests near the bottom of the window and rises as the footer comes
 * into view, never closer than 50 px to it. The spacer keeps it from covering the page's end.
 */
export function FooterBanner() {
  const pathname = usePathname();
  const shown = showsFooterBanner(pathname);
  const [bottom, setBottom] = useState(RESTING_OFFSET_PX);

  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const footer = document.getElementById("site-footer");
      setBottom(footerBannerOffset(window.innerHeight, footer ? footer.getBoundingClientRect().top : null, RESTING_OFFSET_PX));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [shown, pathname]);

  if (!shown) return null;
  return (
    <>
      <div aria-hidden="true" className="h-36 md:h-32" />
      <aside
        aria-label="Compare wealth managers"
        data-testid="footer-banner"
        style={{ bottom }}
        className="fixed inset-x-3 z-30 mx-auto max-w-3xl rounded-2xl bg-brand-800 text-white shadow-2xl ring-1 ring-white/10"
      >
        <div className="flex items-center justify-between gap-3 px-4 py-3 md:px-6">
          <p className="text-sm font-semibold md:text-base">Get personalised wealth manager matches</p>
          <CompareNowLink className="inline-flex h-11 shrink-0 items-center rounded-full bg-white px-5 text-sm font-semibold text-brand-900 hover:bg-brand-100">
            Compare now
          </CompareNowLink>
        </div>
      </aside>
    </>
  );
}
