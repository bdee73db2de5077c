import type { Route } from "next";
import Link from "next/link";
import { routes } from "@/config/routes";

/** The call to action at the foot of content pages: into the questionnaire. */
export function CompareCta({
  heading = "See which wealth managers fit you",
  text,
  href = routes.proforma,
  action = "Compare Now",
}: {
  heading?: string;
  text?: string;
  href?: Route;
  action?: string;
}) {
  return (
    <section aria-labelledby="compare-cta" className="rounded-3xl bg-brand-900 px-6 py-10 text-white md:px-10">
      <h2 id="compare-cta" className="font-serif text-2xl font-semibold md:text-3xl">
        {heading}
      </h2>
      <p className="mt-3 max-w-2xl text-brand-100">
        {text ??
          "Answer a few short questions about your money, your goals and where you live, and we suggest about three wealth managers, private banks or financial advisers that fit, with the reason for each. It is free and there is no obligation."}
      </p>
      <Link
        href={href}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        {action}
      </Link>
    </section>
  );
}
