import { CAPABILITY_TITLES, type CapabilityLabel } from "../types";

/**
 * A provider's capability labels as small tags, in the words of CAPABILITY_TITLES. Until our staff
 * verify the labels, a line under the tags says they are from our records, not yet verified, as
 * every other unverified fact is said (docs/providers.md).
 */
export function CapabilityList({ labels, verified, className = "" }: { labels: readonly CapabilityLabel[]; verified: boolean; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <>
      <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Capabilities">
        {labels.map((label) => (
          <li
            key={label}
            className={
              label === "wont"
                ? "rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-xs font-medium text-ink"
                : "rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
            }
          >
            {label === "wont" ? "Has client restrictions" : CAPABILITY_TITLES[label]}
          </li>
        ))}
      </ul>
      {!verified && <p className="mt-1 text-xs text-muted">From our records, not yet verified.</p>}
    </>
  );
}
