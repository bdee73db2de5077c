import Link from "next/link";
import { routes } from "@/config/routes";

/**
 * Shown only with scripts off (`data-without-scripts`: hidden unless `@media (scripting: none)`,
 * globals.css; a server component, so it adds nothing to the page's JavaScript): the
 * questionnaire works out each next question in the browser, so its Continue and Back are hidden
 * then (`data-needs-scripts`): the question still shows, and the visitor is told how else to
 * reach us. The contact form works without scripts.
 */
export function QuestionnaireNeedsScripts() {
  return (
    <div data-without-scripts className="mx-auto mt-6 w-full max-w-2xl px-4">
      <p className="rounded-lg bg-sand p-4 text-ink">
        The questionnaire needs JavaScript to work out which question comes next, and it is turned off in your browser. Turn it on and
        reload this page, or{" "}
        <Link href={routes.contactUs} className="font-semibold text-brand-700 underline underline-offset-2">
          send us a message
        </Link>{" "}
        and we will help you find a firm by e-mail or phone.
      </p>
    </div>
  );
}
