"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { currentConsent, useConsent } from "@/lib/consent";
import { replayEarlyPress } from "@/lib/early-press";
import { primaryButton as primary, secondaryButton as secondary } from "./buttons";
import { CONSENT_HEADING_ID } from "./banner-heading";
import { saveChoice } from "./save-choice";
import { onCookieSettingsRequest } from "./settings-state";

// Loaded when first opened (React's lazy: next/dynamic would add its own loader to every page).
const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog").then((module) => ({ default: module.CookieSettingsDialog })));

/** The banner's height, for the page's scroll padding (globals.css). */
const BANNER_HEIGHT = "--consent-banner-height";

/**
 * Where focus goes once the banner has gone after a choice: the main content, where the skip link
 * leads (the banner's buttons no longer exist, and focus would otherwise fall to the page itself).
 */
function focusMain(): void {
  document.getElementById("main")?.focus({ preventScroll: true });
}

/**
 * The consent banner (until the visitor chooses) and the cookie settings dialog (any time). The
 * banner's words (`text`: ConsentBannerText, a server component) come from the layout.
 */
export function ConsentRoot({ text }: { text: React.ReactNode }) {
  const consent = useConsent();
  // Opened from the banner (whose button is gone while the dialog is open) or from elsewhere (the
  // footer's Cookie settings, to which the dialog itself hands focus back as it closes).
  const [managing, setManaging] = useState<"banner" | "elsewhere" | null>(null);
  const openedFrom = useRef<"banner" | "elsewhere" | null>(null);
  const manageButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A banner button pressed before React ran, which the head script marked (src/lib/early-press.ts):
    // pressed again now, it has its handler.
    replayEarlyPress(document.querySelector<HTMLElement>("[data-consent-banner]"));
    return onCookieSettingsRequest((open) => setManaging(open ? "elsewhere" : null));
  }, []);
  // The head script hides the banner whenever a consent cookie exists; one this version cannot
  // read (an older format) is no choice, so the banner must show again. The cookie is read here,
  // not the rendered choice: hydration renders as for no choice even when one is stored.
  useEffect(() => {
    if (!currentConsent()) document.documentElement.removeAttribute("data-consent-chosen");
  }, [consent]);
  // The dialog opened from the banner has closed: focus returns to "Manage cookies" when the
  // banner is back (closed without a choice), else to the main content.
  useEffect(() => {
    if (managing) {
      openedFrom.current = managing;
      return;
    }
    if (openedFrom.current !== "banner") return;
    openedFrom.current = null;
    if (manageButton.current) manageButton.current.focus();
    else focusMain();
  }, [managing]);

  return (
    <>
      {/* Rendered on the server too (which renders as for no choice), so a new visitor sees it with
          the first paint; consentBannerGate hides it before paint when a choice is already stored. */}
      {consent || managing ? null : <ConsentBanner text={text} manageButton={manageButton} onManage={() => setManaging("banner")} />}
      {managing ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={{ analytics: consent?.analytics ?? false, marketing: consent?.marketing ?? false }}
            onClose={() => setManaging(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ConsentBanner({ text, manageButton, onManage }: { text: React.ReactNode; manageButton: React.RefObject<HTMLButtonElement | null>; onManage: () => void }) {
  const banner = useRef<HTMLElement>(null);
  // While the banner is open the page keeps what has keyboard focus clear of it (globals.css).
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(BANNER_HEIGHT, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT);
    };
  }, []);
  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    // The banner goes with the choice: focus in it moves to the main content rather than the page itself.
    if (banner.current?.contains(document.activeElement)) focusMain();
    void saveChoice(choice);
  };
  return (
    <section ref={banner} data-consent-banner data-early-press aria-labelledby={CONSENT_HEADING_ID} className="fixed inset-x-0 bottom-0 z-50 border-t border-sand bg-white text-ink shadow-[0_-4px_24px_rgba(0,0,0,0.12)]">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 md:flex-row md:items-center md:gap-8 md:py-5">
        {text}
        <div className="grid grid-cols-2 gap-2 md:flex md:shrink-0">
          <button type="button" className={primary} onClick={() => choose({ analytics: true, marketing: true })}>
            Accept all
          </button>
          <button type="button" className={primary} onClick={() => choose({ analytics: false, marketing: false })}>
            Reject all
          </button>
          <button ref={manageButton} type="button" className={`${secondary} col-span-2`} onClick={onManage}>
            Manage cookies
          </button>
        </div>
      </div>
    </section>
  );
}
