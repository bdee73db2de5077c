import { PageHero } from "@/components/ui/page-hero";
import { routes } from "@/config/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Our newsletter",
  description: "A short e-mail now and then with new guides. Sign up with the form at the foot of this page.",
  path: routes.newsletter,
  noIndex: true,
});

/**
 * Where the footer's sign-up posts with scripts off (its permalink, docs/shell.md "Forms"): the
 * footer's form on this page shows the answer, a refusal with what was typed.
 */
export default function Page() {
  return (
    <>
      <PageHero eyebrow="Newsletter" title="Our newsletter">
        <p>A short e-mail now and then with new guides. You can leave at any time.</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12">
        <p>
          Sign up with the form at the foot of this page. We e-mail you a link to confirm your address, and no newsletter is sent to you until you open it. Every newsletter carries a link to
          unsubscribe.
        </p>
        <p>
          <a href="#newsletter-heading" className="font-semibold text-brand-700 underline underline-offset-4">
            Go to the sign-up form
          </a>
        </p>
      </div>
    </>
  );
}
