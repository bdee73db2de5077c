import Link from "next/link";
import { routes } from "@/config/routes";
import { site } from "@/config/site";
import { FooterVisibility } from "./footer-visibility";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";

const findOutMore = [
  { href: routes.knowledgeCentre, label: "Knowledge centre" },
  { href: routes.wealthManagers, label: "Wealth managers" },
  { href: routes.glossary, label: "Glossary" },
  { href: routes.aboutUs, label: "About us" },
  { href: routes.howReviewsWork, label: "How reviews work" },
  { href: routes.affiliatePartnerships, label: "Affiliate partnerships" },
  { href: routes.account, label: "Your account" },
];

const legal = [
  { href: routes.terms.termsAndConditions, label: "Terms and conditions" },
  { href: routes.terms.privacyPolicy, label: "Privacy policy" },
  { href: routes.terms.cookiePolicy, label: "Cookie policy" },
  { href: routes.terms.acceptableUsePolicy, label: "Acceptable use policy" },
];

const linkClass = "rounded text-brand-50 underline-offset-4 hover:text-white hover:underline";

/**
 * A social network's mark as an image file (public/icons), fetched as the footer comes into view
 * rather than carried in every page. (An SVG <use> of one file would keep the text's colour, but
 * the browser fetches that file at once, and Lighthouse then counts it before the largest paint.)
 * The mark is drawn in the footer's text colour with a thin outline in its background colour, so
 * it stays visible in forced colours, light or dark. Decorative: the link's own text names the network.
 */
function SocialIcon({ src }: { src: string }) {
  // next/image would add its client code to every page for a 20-pixel drawing it cannot resize.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt="" width={20} height={20} loading="lazy" decoding="async" className="h-5 w-5" />;
}

/**
 * docs/product.md, "Pages": three columns, social links, logo home, phone, registered address,
 * newsletter, regulatory status and risk warning. `legalExtras` is rendered at the end of the
 * Legal column (the consent feature passes its "Cookie settings" button there).
 */
export function SiteFooter({ legalExtras }: { legalExtras?: React.ReactNode }) {
  const { address } = site;
  return (
    <FooterVisibility>
      <footer id="site-footer" className="drawn-when-near bg-brand-950 text-brand-50 [--drawn-height:112rem] md:[--drawn-height:74rem] lg:[--drawn-height:57rem]">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
            <div>
              <Link href={routes.home} aria-label="Wealth Match home" className="inline-block text-white">
                <Logo />
              </Link>
              <p className="mt-4 max-w-md text-sm text-brand-100">{site.description}</p>
              <ul className="mt-6 flex gap-3" aria-label="Follow us">
                <li>
                  <a href={site.social.x} rel="noopener" className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
                    <SocialIcon src="/icons/x.svg" />
                    <span className="sr-only">Wealth Match on X</span>
                  </a>
                </li>
                <li>
                  <a href={site.social.linkedIn} rel="noopener" className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
                    <SocialIcon src="/icons/linkedin.svg" />
                    <span className="sr-only">Wealth Match on LinkedIn</span>
                  </a>
                </li>
              </ul>
            </div>
            <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <h2 id="newsletter-heading" className="font-serif text-xl font-semibold text-white">
                Our newsletter
              </h2>
              <p className="mt-1 mb-4 text-sm text-brand-100">A short e-mail now and then with new guides. You can leave at any time.</p>
              <NewsletterForm permalink={`${routes.newsletter}#newsletter-heading`} />
            </section>
          </div>

          <div className="mt-12 grid gap-8 border-t border-white/10 pt-10 sm:grid-cols-3">
            <nav aria-labelledby="footer-find-out-more">
              <h2 id="footer-find-out-more" className="text-sm font-semibold uppercase tracking-wide text-white">
                Find out more
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {findOutMore.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-labelledby="footer-legal">
              <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wide text-white">
                Legal
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {legal.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                {legalExtras && <li>{legalExtras}</li>}
              </ul>
            </nav>
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className="text-sm font-semibold uppercase tracking-wide text-white">
                Contact us
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                <li>
                  <a href={`tel:${site.phone.tel}`} className={linkClass}>
                    <span className="sr-only">Phone: </span>
                    {site.phone.display}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${site.email}`} className={linkClass}>
                    <span className="sr-only">E-mail: </span>
                    {site.email}
                  </a>
                </li>
                <li>
                  <Link href={routes.contactUs} className={linkClass}>
                    Send us a message
                  </Link>
                </li>
              </ul>
              <address className="mt-4 text-sm not-italic text-brand-100">
                {`Registered office: ${site.legalName}, ${address.streetAddress}, ${address.addressLocality} ${address.postalCode}`}
              </address>
            </section>
          </div>

          <div className="mt-10 space-y-3 border-t border-white/10 pt-8 text-sm text-brand-100">
            <p>
              <strong className="text-white">The value of investments can go down as well as up</strong>
              {", and you may get back less than you put in. We introduce you to firms; we do not give advice. Read "}
              <Link href={`${routes.aboutUs}#how-we-are-paid`} className="text-white underline underline-offset-4">
                how we make money and how matches are chosen
              </Link>
              .
            </p>
            <p>
              {`${site.regulator.status} `}
              <a href={site.regulator.registerUrl} rel="noopener" className="text-white underline underline-offset-4">
                Check the FCA register
              </a>
              .
            </p>
            <p>
              {`${site.legalName} is registered in England and Wales, company number ${site.companyNumber}. © ${site.foundingDate}–${new Date().getFullYear()} ${site.legalName}.`}
            </p>
          </div>
        </div>
      </footer>
    </FooterVisibility>
  );
}
