import Link from "next/link";
import { routes } from "@/config/routes";
import { CallbackButton } from "./callback-button";

export interface ContactableProvider {
  id: string;
  name: string;
  nameForSL: string;
  webAddress: string | null;
}

/**
 * For each matched provider: "Request a callback" (once the visitor's details are in), its
 * profile and its website.
 */
export function ContactProviders({
  providers,
  callbacks,
  canRequest,
}: {
  providers: ContactableProvider[];
  callbacks: Record<string, string>;
  canRequest: boolean;
}) {
  return (
    <>
      {!canRequest && <p className="text-sm text-muted">Send your details above and you can ask each firm to call you.</p>}
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {providers.map((provider) => (
          <li key={provider.id} className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5">
            <h3 className="font-serif text-lg font-semibold">{provider.name}</h3>
            {canRequest && <CallbackButton providerId={provider.id} providerName={provider.nameForSL} requestedAt={callbacks[provider.id] ?? null} />}
            <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link href={routes.wealthManager(provider.id)} aria-label={`View profile: ${provider.name}`} className="text-brand-700 underline underline-offset-2">
                View profile
              </Link>
              {provider.webAddress && (
                <a
                  href={provider.webAddress}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Website: ${provider.name} (opens in a new tab)`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  Website
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
