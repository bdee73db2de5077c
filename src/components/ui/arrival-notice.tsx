"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * A page's "Saved" message that takes the keyboard's focus when it appears, for a form whose button
 * is gone once it has done its work (a control replaced by its opposite): focus would otherwise fall
 * to the page itself. Rendered with a `key` per change, so each change's message is a new arrival.
 * Without scripts the page's address names the changed row, which the browser scrolls to instead.
 */
export function ArrivalNotice({ className, children }: { className?: string; children: ReactNode }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <p ref={notice} tabIndex={-1} role="status" className={`outline-none focus-visible:outline-2 focus-visible:outline-brand-700 ${className ?? ""}`}>
      {children}
    </p>
  );
}
