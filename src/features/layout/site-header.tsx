import Link from "next/link";
import { routes } from "@/config/routes";
import { site } from "@/config/site";

export function SiteHeader() {
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
        <Link href={routes.home} className="font-serif text-xl font-semibold text-brand-800">
          {site.name}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-4 text-sm font-medium">
          <Link href={routes.knowledgeCentre}>Knowledge centre</Link>
          <Link href={routes.aboutUs}>About us</Link>
          <Link href={routes.contactUs}>Contact us</Link>
          <Link href={routes.proforma} className="rounded-full bg-brand-700 px-4 py-2 text-white">
            Compare Now
          </Link>
        </nav>
      </div>
    </header>
  );
}
