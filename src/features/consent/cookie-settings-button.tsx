"use client";

import { openCookieSettings } from "./settings-state";

/** Opens the cookie settings from anywhere (the footer mounts it), so a choice can be changed at any time. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" data-cookie-settings onClick={openCookieSettings} className={className ?? "underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"}>
      Cookie settings
    </button>
  );
}
