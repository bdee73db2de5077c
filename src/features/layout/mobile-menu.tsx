"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { CompareNowLink } from "@/components/compare-now-link";
import { mainNavLinks } from "./nav-links";

/**
 * The small-screen menu: a modal dialog (the rest of the page is inert while it is open) that
 * keeps Tab inside itself, closes on Escape, on its close button, on a link and on every route change.
 */
export function MobileMenu({ showCompareNow, theme }: { showCompareNow: boolean; theme: "light" | "dark" }) {
  const pathname = usePathname();
  // The menu remembers the page it was opened on, so any route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const close = () => setOpenOn(null);
  const buttonColours = theme === "dark" ? "border-white/40 text-white hover:bg-white/10" : "border-brand-200 text-brand-900 hover:bg-brand-50";

  return (
    <>
      <button
        type="button"
        className={`inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-3 text-sm font-semibold ${buttonColours}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpenOn(pathname)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="max-sm:sr-only">Menu</span>
      </button>
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        aria-label="Menu"
        onKeyDown={keepFocusInside}
        onClose={close}
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,100%)] max-w-none bg-white p-0 text-ink shadow-xl backdrop:bg-brand-950/60"
      >
        <div className="flex items-center justify-between border-b border-brand-100 px-5 py-4">
          <p className="font-serif text-lg font-semibold text-brand-900">Menu</p>
          <button type="button" onClick={close} className="inline-flex h-11 items-center rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50">
            Close menu
          </button>
        </div>
        <nav aria-label="Main menu" className="flex flex-col gap-1 px-5 py-4">
          {mainNavLinks.map((link) => (
            <Link key={link.href} href={link.href} onClick={close} className="rounded-lg px-3 py-3 text-lg font-medium text-brand-900 hover:bg-brand-50" aria-current={pathname === link.href ? "page" : undefined}>
              {link.label}
            </Link>
          ))}
          {showCompareNow && (
            <CompareNowLink onClick={close} className="mt-4 rounded-full bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800" />
          )}
        </nav>
      </dialog>
    </>
  );
}
