import type { Route } from "next";
import Link from "next/link";
import { routes } from "@/config/routes";

export interface ProviderSummary {
  id: string;
  name: string;
  /** What sort of firm it is, in a few words ("Wealth manager", "Financial adviser"). */
  kind: string;
  href: Route;
  /** False for firms in our directory that our matching never suggests. */
  matchable: boolean;
}

function FirmList({ providers, testId }: { providers: readonly ProviderSummary[]; testId: string }) {
  return (
    <ul data-testid={testId} className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {providers.map((provider) => (
        <li key={provider.id}>
          <Link href={provider.href} className="flex h-full flex-col rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-brand-100 hover:ring-brand-400">
            <span className="font-semibold text-brand-900">{provider.name}</span>
            <span className="text-sm text-muted">{provider.kind}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Who the providers are": the firms we can introduce you to, each linking to its profile. */
export function ProvidersSection({ providers }: { providers: readonly ProviderSummary[] }) {
  const matched = providers.filter((p) => p.matchable);
  const directoryOnly = providers.filter((p) => !p.matchable);
  return (
    <section aria-labelledby="providers-heading" className="bg-sand">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="providers-heading" className="font-serif text-3xl font-semibold text-brand-900">
          Who you could be matched with
        </h2>
        <p className="mt-3 max-w-2xl text-muted">
          Private wealth managers, private banks and financial advisers. Each profile says what the firm does and who it works with.
        </p>
        <FirmList providers={matched} testId="matched-firms" />
        {directoryOnly.length > 0 && (
          <>
            <h3 id="directory-only-heading" className="mt-10 font-serif text-xl font-semibold text-brand-900">
              Also in our directory, not part of our matching
            </h3>
            <p className="mt-2 max-w-2xl text-muted">Our questionnaire never suggests these firms; their profiles say what they do, and you can contact them directly.</p>
            <FirmList providers={directoryOnly} testId="directory-only-firms" />
          </>
        )}
        <p className="mt-6">
          <Link href={routes.wealthManagers} className="font-semibold text-brand-700 underline underline-offset-4">
            See every firm in the directory
          </Link>
        </p>
      </div>
    </section>
  );
}
