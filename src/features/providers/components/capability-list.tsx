import { CAPABILITY_TITLES, type CapabilityLabel } from "../types";

/** A provider's capability labels as small tags, in the words of CAPABILITY_TITLES. */
export function CapabilityList({ labels, className = "" }: { labels: readonly CapabilityLabel[]; className?: string }) {
  return (
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
  );
}
