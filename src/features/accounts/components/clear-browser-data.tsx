"use client";

import { useEffect } from "react";
import { remove, storageKeys } from "@/lib/browser-storage";
import { deleteCookie } from "@/lib/consent";
import { clearQuestionnaire } from "@/features/questionnaire";
import { CLEAR_BROWSER_COOKIE } from "../clear-browser-cookie";


/**
 * After a member signs out or deletes their account (docs/product.md, "Privacy, consent and
 * retention"): clears what this browser kept of the member's data,
 * the questionnaire answers and place, the profile and contact drafts and the partner search term,
 * so the questionnaire no longer offers to carry on with them.
 */
export function ClearBrowserData() {
  useEffect(() => {
    if (!document.cookie.split(";").some((part) => part.trim().startsWith(`${CLEAR_BROWSER_COOKIE}=`))) return;
    clearQuestionnaire();
    for (const key of [storageKeys.searchTerm, storageKeys.trackedUrl, storageKeys.wmLogs]) remove(key);
    deleteCookie(CLEAR_BROWSER_COOKIE);
  }, []);
  return null;
}
