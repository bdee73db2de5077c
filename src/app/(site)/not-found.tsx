import type { Metadata } from "next";
import Link from "next/link";
import { CompareNowLink } from "@/components/compare-now-link";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

const places = [
  { href: routes.home, label: "The home page", text: "What we do and how it works." },
  { href: routes.knowledgeCentre, label: "The knowledge centre", text: "Guides to choosing and working with a wealth manager." },
  { href: routes.wealthManagers, label: "Wealth managers", text: "Every firm in our directory." },
  { href: routes.contactUs, label: "Contact us", text: "Tell us what you were looking for." },
];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold text-brand-900">We cannot find that page</h1>
      <p className="mt-4 text-lg text-muted">
        The address may be mistyped, or the page may have moved. Your saved answers are safe. These might help:
      </p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {places.map((place) => (
          <li key={place.href}>
            <Link href={place.href} className="block h-full rounded-xl p-4 ring-1 ring-brand-100 hover:ring-brand-400">
              <span className="font-semibold text-brand-800 underline underline-offset-4">{place.label}</span>
              <span className="mt-1 block text-sm text-muted">{place.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <CompareNowLink className="inline-flex h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800">
          Compare wealth managers
        </CompareNowLink>
      </p>
    </section>
  );
}
