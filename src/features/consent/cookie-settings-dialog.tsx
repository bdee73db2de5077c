"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { routes } from "@/config/routes";
import { OPTIONAL_CATEGORIES, type OptionalCategory } from "@/lib/consent";
import { primaryButton as primary, secondaryButton as secondary } from "./buttons";
// Loaded with the dialog and handed to saveChoice, so a withdrawal clears at once, before the page
// reloads to unload a withdrawn third-party script.
import { clearCategoryStorage } from "./clear-storage";
import { saveChoice, type CategoryChoice as Choice } from "./save-choice";

/** Every optional category's switch, in OPTIONAL_CATEGORIES' order. */
const categoryText: Record<OptionalCategory, { title: string; description: string }> = {
  analytics: {
    title: "Analytics",
    description:
      "Lets us record which pages you visit, for how long and how far you scroll, the campaign tags in the link that brought you here, and which version of a page you saw, on our own servers. If we switch on Google Analytics or error reporting, they fall under this too.",
  },
  marketing: {
    title: "Marketing",
    description: "Lets advertising tags and the reviews widget run, so we can see which adverts and partners bring visitors to us.",
  },
};
const categories = OPTIONAL_CATEGORIES.map((id) => ({ id, ...categoryText[id] }));

/**
 * The cookie settings dialog: loaded only when a visitor opens it (from the banner's "Manage
 * cookies" or the footer's "Cookie settings"), so its text and the storage inventory it clears
 * from are not part of every page's first load.
 */
export function CookieSettingsDialog({ initial, onClose }: { initial: Choice; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [choice, setChoice] = useState<Choice>(initial);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const finish = (next: Choice) => {
    void saveChoice(next, clearCategoryStorage);
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-xl rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <form
        method="dialog"
        className="flex max-h-[85dvh] flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          finish(choice);
        }}
      >
        <div className="flex items-start justify-between gap-4 border-b border-sand px-6 pb-3 pt-5">
          <h2 id={headingId} className="font-serif text-xl font-semibold">
            Cookie settings
          </h2>
          <button type="button" onClick={onClose} className="rounded-full px-2 text-2xl leading-none text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700" aria-label="Close">
            ×
          </button>
        </div>
        <div className="overflow-y-auto px-6 py-4 text-sm">
          <p className="text-muted">Choose what we may use. Strictly necessary cookies are always on because the site cannot work without them.</p>
          <ul className="mt-4 space-y-4">
            <li className="rounded-xl border border-sand p-4">
              <div className="flex items-center justify-between gap-4">
                <h3 className="font-semibold">Strictly necessary</h3>
                <span className="text-xs font-semibold uppercase tracking-wide text-brand-800">Always on</span>
              </div>
              <p className="mt-1 text-muted">Keep your visit, your answers and your cookie choices together. They do not track you.</p>
            </li>
            {categories.map((category) => (
              <li key={category.id} className="rounded-xl border border-sand p-4">
                <label className="flex cursor-pointer items-center justify-between gap-4">
                  <span className="font-semibold">{category.title}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={choice[category.id]}
                    onChange={(event) => setChoice({ ...choice, [category.id]: event.target.checked })}
                    className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-muted bg-white transition-colors before:mt-0.5 before:block before:size-4 before:translate-x-0.5 before:rounded-full before:bg-muted before:transition-transform checked:border-brand-700 checked:bg-brand-700 checked:before:translate-x-5.5 checked:before:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  />
                </label>
                <p className="mt-1 text-muted">{category.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link href={routes.terms.cookiePolicy} className="text-brand-800 underline underline-offset-2" onClick={onClose}>
              What each category stores
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-1 gap-2 border-t border-sand px-6 py-4 sm:grid-cols-3">
          <button type="submit" className={`${secondary} sm:order-last`}>
            Save my choices
          </button>
          <button type="button" className={primary} onClick={() => finish({ analytics: true, marketing: true })}>
            Accept all
          </button>
          <button type="button" className={primary} onClick={() => finish({ analytics: false, marketing: false })}>
            Reject all
          </button>
        </div>
      </form>
    </dialog>
  );
}

