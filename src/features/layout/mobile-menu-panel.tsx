"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { CompareNowLink } from "@/components/compare-now-link";
import { AccountLink } from "./account-link";
import { mainNavLinks } from "./nav-links";

/**
 * The small-screen menu's panel: a modal dialog (the rest of the page is inert while it is open)
 * that keeps Tab inside itself and closes on Escape, on its close button and on a link. Loaded
 * when the menu is first wanted, so pages do not carry it before anyone opens it.
 */
export function MobileMenuPanel({ pathname, showCompareNow, close }: { pathname: string; showCompareNow: boolean; close: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

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

  // Closing the dialog itself (not just unmounting it) hands focus back to the menu button; its
  // close event then tells the menu it is shut.
  const shut = () => dialogRef.current?.close();

  return (
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
        <button type="button" onClick={shut} className="inline-flex h-11 items-center rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50">
          Close menu
        </button>
      </div>
      <nav aria-label="Main menu" className="flex flex-col gap-1 px-5 py-4">
        {mainNavLinks.map((link) => (
          <Link key={link.href} href={link.href} onClick={shut} className="rounded-lg px-3 py-3 text-lg font-medium text-brand-900 hover:bg-brand-50" aria-current={pathname === link.href ? "page" : undefined}>
            {link.label}
          </Link>
        ))}
        <AccountLink onClick={shut} className="rounded-lg px-3 py-3 text-lg font-medium text-brand-900 hover:bg-brand-50" />
        {showCompareNow && (
          <CompareNowLink onClick={shut} className="mt-4 rounded-full bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800" />
        )}
      </nav>
    </dialog>
  );
}
