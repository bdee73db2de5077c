"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useState } from "react";

const loadPanel = () => import("./mobile-menu-panel").then((module) => ({ default: module.MobileMenuPanel }));
const MobileMenuPanel = lazy(loadPanel);

/**
 * The small-screen menu: a button that opens the menu panel (mobile-menu-panel.tsx), which closes
 * on Escape, on its close button, on a link and on every route change. The panel's code is
 * fetched when a visitor points at or focuses the button, so it is usually there by the click.
 */
export function MobileMenu({ showCompareNow, theme }: { showCompareNow: boolean; theme: "light" | "dark" }) {
  const pathname = usePathname();
  // The menu remembers the page it was opened on, so any route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const buttonColours = theme === "dark" ? "border-white/40 text-white hover:bg-white/10" : "border-brand-200 text-brand-900 hover:bg-brand-50";

  return (
    <>
      <button
        type="button"
        className={`inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-3 text-sm font-semibold ${buttonColours}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpenOn(pathname)}
      >
        {/* Drawn here and again in menu-without-scripts.tsx: a module shared by the two costs the
            home page's first-load JavaScript about 34 bytes, which its limit in docs/performance.md does not have. */}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="max-sm:sr-only">Menu</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel pathname={pathname} showCompareNow={showCompareNow} close={close} />
        </Suspense>
      ) : null}
    </>
  );
}
