import Link from "next/link";
import { routes, withQuery } from "@/config/routes";
import { firmMinimumText, isVerified, kindTitle } from "../index";
import { CAPABILITY_LABELS, CAPABILITY_TITLES, type CapabilityLabel, type Provider } from "../types";
import { CapabilityList } from "./capability-list";
import { ProviderLogo } from "./provider-logo";

const filterTitle = (label: CapabilityLabel) => (label === "wont" ? "Has client restrictions" : CAPABILITY_TITLES[label]);

function FilterLink({ label, active }: { label: CapabilityLabel | null; active: boolean }) {
  const href = label ? withQuery(routes.wealthManagers, { label }) : routes.wealthManagers;
  return (
    <Link
      href={href}
      aria-current={active ? "true" : undefined}
      className={
        active
          ? "rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
          : "rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:border-brand-500"
      }
    >
      {label ? filterTitle(label) : "All"}
    </Link>
  );
}

function FirmCards({ providers, testId, headingLevel = "h2" }: { providers: readonly Provider[]; testId: string; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul data-testid={testId} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {providers.map((provider) => (
        <li key={provider.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <ProviderLogo provider={provider} decorative className="h-12 w-auto self-start" />
          <Heading className="mt-4 font-serif text-xl font-semibold text-ink">
            <Link href={routes.wealthManager(provider.id)} className="hover:underline">
              {provider.name}
            </Link>
          </Heading>
          <p className="text-sm text-muted">{kindTitle(provider)}</p>
          <p className="mt-3 flex-1 text-sm leading-relaxed text-ink">{provider.blurb1}</p>
          <CapabilityList labels={provider.labels} verified={isVerified(provider, "labels")} className="mt-4" />
          <p className="mt-4 text-sm">
            <span className="font-semibold">Minimum investment (the firm&apos;s own): </span>
            {firmMinimumText(provider)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Every provider with its labels, filtered by one label chosen from links (works without JavaScript). */
export function ProviderDirectory({ providers, label }: { providers: readonly Provider[]; label: CapabilityLabel | null }) {
  const shown = label ? providers.filter((p) => p.labels.includes(label)) : providers;
  return (
    <>
      <nav aria-label="Filter by capability" className="flex flex-wrap gap-2">
        <FilterLink label={null} active={label === null} />
        {CAPABILITY_LABELS.map((l) => (
          <FilterLink key={l} label={l} active={label === l} />
        ))}
      </nav>
      <p className="mt-6 text-sm text-muted" role="status">
        Showing {shown.length} of {providers.length} providers{label ? ` with the label “${filterTitle(label)}”` : ""}.
      </p>
      <FirmCards providers={shown.filter((p) => p.matchable)} testId="matched-firms" />
      {shown.some((p) => !p.matchable) && (
        <section aria-labelledby="directory-only-heading" className="mt-10">
          <h2 id="directory-only-heading" className="font-serif text-2xl font-semibold text-ink">
            Also in our directory, not part of our matching
          </h2>
          <p className="mt-2 max-w-2xl text-sm text-muted">Our questionnaire never suggests these firms. Contact them directly if one interests you.</p>
          <FirmCards providers={shown.filter((p) => !p.matchable)} testId="directory-only-firms" headingLevel="h3" />
        </section>
      )}
    </>
  );
}
