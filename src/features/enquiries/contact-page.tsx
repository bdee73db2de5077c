import { PageHero } from "@/components/ui/page-hero";
import { site } from "@/config/site";
import { ContactForm } from "./contact-form";

export function ContactPage() {
  const { address } = site;
  return (
    <>
      <PageHero wide tone="dark" eyebrow="Contact us" title="Talk to us">
        <p>Questions about your matches, a firm on our panel or your data? Send us a message or call, and a person will reply.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold text-brand-900">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <aside aria-labelledby="contact-details-heading" className="rounded-2xl bg-sand p-6">
          <h2 id="contact-details-heading" className="font-serif text-2xl font-semibold text-brand-900">
            Other ways to reach us
          </h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-sm font-semibold text-muted">Phone</dt>
              <dd>
                <a href={`tel:${site.phone.tel}`} className="font-semibold text-brand-700 underline underline-offset-4">
                  {site.phone.display}
                </a>
                <span className="block text-sm text-muted">Monday to Friday, 9am to 5.30pm UK time</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted">E-mail</dt>
              <dd>
                <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted">Registered office</dt>
              <dd>
                <address className="not-italic">
                  {site.legalName}
                  <br />
                  {address.streetAddress}
                  <br />
                  {address.addressLocality} {address.postalCode}
                </address>
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-sm text-muted">We cannot give financial advice by phone or e-mail; the firms we introduce you to can.</p>
        </aside>
      </div>
    </>
  );
}
