import Link from "next/link";
import { routes } from "@/config/routes";
import { CONSENT_HEADING_ID } from "./banner-heading";

/**
 * What the consent banner says. A server component handed to the banner (consent-root.tsx), so
 * its words travel in the page rather than in the script every page loads.
 */
export function ConsentBannerText() {
  return (
    <div className="text-sm md:flex-1">
      <h2 id={CONSENT_HEADING_ID} className="font-serif text-lg font-semibold">
        Your cookie choices
      </h2>
      <p className="mt-1 text-muted">
        We use cookies that keep your visit working. With your agreement we would also measure how the site is used and which adverts bring people
        here. Nothing optional runs until you choose, and you can change your mind at any time under Cookie settings at the foot of each page.{" "}
        <Link href={routes.terms.cookiePolicy} className="text-brand-800 underline underline-offset-2">
          Our cookie policy
        </Link>
      </p>
    </div>
  );
}
