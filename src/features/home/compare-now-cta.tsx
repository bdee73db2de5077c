import { CompareNowLink } from "@/components/compare-now-link";

/**
 * The home page's primary call to action, kept as one component so its wording can be tried in
 * an A/B experiment by swapping this file alone.
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
