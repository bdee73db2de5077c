import Link from "next/link";
import { routes } from "@/config/routes";
import { site } from "@/config/site";

/** `legalExtras`: small controls for the legal line, such as the cookie settings button. */
export function SiteFooter({ legalExtras }: { legalExtras?: React.ReactNode } = {}) {
  return (
    <footer className="mt-16 bg-brand-950 text-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-10 text-sm">
        <Link href={routes.home} className="font-serif text-lg font-semibold text-white">
          {site.name}
        </Link>
        <p className="mt-4">The value of investments can go down as well as up.</p>
        <p className="mt-2">
          {site.legalName}, registered in England and Wales, company number {site.companyNumber}.
        </p>
        {legalExtras ? <div className="mt-4">{legalExtras}</div> : null}
      </div>
    </footer>
  );
}
