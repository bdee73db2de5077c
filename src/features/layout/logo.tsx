import { site } from "@/config/site";

/** The mark and the name. The mark is decorative: the link around it carries the name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 whitespace-nowrap font-serif text-lg font-semibold sm:text-xl ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M7 10l4 13 5-9 5 9 4-13" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {site.name}
    </span>
  );
}
