import { PageHero } from "@/components/ui/page-hero";
import { Prose } from "@/components/ui/prose";
import { site } from "@/config/site";
import { REPLY_WITHIN } from "@/features/enquiries";

/** Affiliate partnerships: who we work with, on what terms, and the enquiry form passed in by the route. */
export function AffiliatePage({ enquiryForm }: { enquiryForm: React.ReactNode }) {
  return (
    <>
      <PageHero eyebrow="Affiliate partnerships" title="Help your audience find the right wealth manager">
        <p>We work with publishers, professional firms and financial brands whose readers or clients are looking for investment help.</p>
      </PageHero>
      <Prose>
        <h2>Who we work with</h2>
        <ul>
          <li>Publishers and newsletters about personal finance, property or business.</li>
          <li>Accountants, solicitors and corporate finance firms whose clients have sold a business or received a large sum.</li>
          <li>Banks, insurers and other financial brands that want to offer their customers a route to wealth management.</li>
        </ul>

        <h2>How it works</h2>
        <p>
          You send people to {site.name} through a link of your own, or we build a short flow in your name. They answer our questionnaire and
          see their matches exactly as any other visitor would: partners cannot change who is matched. We share a part of the introduction
          fees we earn from the people you send us, and report the introductions made each month.
        </p>
        <p>
          Partners must describe our service fairly and must not give investment advice in our name. Marketing that promotes investment
          services must meet the Financial Conduct Authority&apos;s rules; we check and approve any wording about us before it is used.
        </p>

        <h2 id="enquiry-heading">Send us an enquiry</h2>
        <p>Tell us a little about your organisation. We reply within {REPLY_WITHIN["partner-enquiry"]}.</p>
      </Prose>
      <div className="mx-auto -mt-6 max-w-3xl px-4 pb-16">
        {enquiryForm}
      </div>
    </>
  );
}
