import { routes } from "@/config/routes";
import { site } from "@/config/site";
import { storageInventory, type ConsentCategory, type StoredItem } from "@/config/storage-inventory";
import Link from "next/link";
import { LegalPage, LegalTable } from "./legal-page";

export const cookieCategories: { id: ConsentCategory; title: string; text: string }[] = [
  {
    id: "necessary",
    title: "Strictly necessary",
    text: "These make the site work as you asked: keeping your answers and your place in the questionnaire. They are always on, because the site cannot work without them.",
  },
  {
    id: "analytics",
    title: "Analytics",
    text: "These tell us how the site is used so that we can improve it: which pages you visit, for how long and how far you scroll, the campaign tags in the link that brought you here, and which version of a page you saw in a test. Google Analytics and error reporting fall under this too, when we switch them on. They are set only if you agree.",
  },
  {
    id: "marketing",
    title: "Marketing",
    text: "These let advertising tags and the reviews widget run, when we switch them on, so that we can see which adverts and partners bring visitors to us. They are set only if you agree.",
  },
];

/** How the policy names each kind of storage. */
const KIND_NAMES: Record<StoredItem["kind"], string> = { cookie: "Cookie", localStorage: "Local storage", sessionStorage: "Session storage" };

/** The stored items of one consent category, in inventory order. */
export function itemsIn(category: ConsentCategory, items: readonly StoredItem[] = storageInventory): StoredItem[] {
  return items.filter((item) => item.category === category);
}

/** The cookie policy is generated from src/config/storage-inventory.ts, so it lists exactly what the site sets. */
export function CookiePolicy() {
  return (
    <LegalPage title="Cookie policy" summary="Every cookie and item of browser storage this site uses, why, and for how long." updated="2026-11-30">
      <p>
        Cookies are small files a website asks your browser to keep. Browser storage (local storage, and session storage, which lasts until
        you close the tab) works in a similar way but is never sent to our servers by itself. This page lists both. We ask for your agreement before setting anything that is not strictly necessary, and you
        can change your choice at any time with <strong>Cookie settings</strong> at the foot of every page (the workspaces for firms and our staff aside).
      </p>
      {cookieCategories.map((category) => {
        const items = itemsIn(category.id);
        return (
          <section key={category.id} aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`}>{category.title}</h2>
            <p>{category.text}</p>
            {items.length === 0 ? (
              <p>We set none of these at present.</p>
            ) : (
              <LegalTable
                caption={`${category.title} cookies and storage`}
                head={["Name", "Type", "Purpose", "How long it lasts", "Set by"]}
                rows={items.map((item) => [
                  <code key="name" className="break-all">{item.name}</code>,
                  KIND_NAMES[item.kind],
                  item.purpose,
                  item.lifetime,
                  item.setBy === "us" ? site.name : "A third party",
                ])}
              />
            )}
          </section>
        );
      })}
      <h2>Removing cookies and storage</h2>
      <p>
        You can delete cookies and site data in your browser&apos;s settings. If you do, the site forgets your answers and your consent choice,
        and will ask again. More about the data we hold is in our <Link href={routes.terms.privacyPolicy}>privacy policy</Link>.
      </p>
    </LegalPage>
  );
}
