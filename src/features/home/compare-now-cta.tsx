import { CompareNowLink } from "@/components/compare-now-link";

/**
 * The home page's Compare Now call to action. The hero's is the A/B experiment's (`HomeCompareCta`,
 * src/features/experiments), passed in as `primaryCta`; this one shows where none is passed and
 * lower down the page.
 */
export function CompareNowCta({ tone = "dark" }: { tone?: "light" | "dark" }) {
  return (
    <CompareNowLink
      className={`inline-flex h-12 items-center rounded-full px-7 text-base font-semibold shadow-sm ${
        tone === "dark" ? "bg-white text-brand-900 hover:bg-brand-100" : "bg-brand-700 text-white hover:bg-brand-800"
      }`}
    >
      Compare Now
    </CompareNowLink>
  );
}
