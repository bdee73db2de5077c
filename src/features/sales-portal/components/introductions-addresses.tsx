import { listProviders, type ProviderNames } from "@/features/providers";
import { IntroductionsAddressForm } from "./introductions-address-form";

/** Admins: the address each firm's "New introduction" mail also goes to, beside its provider members. */
export function IntroductionsAddresses({ addresses, names }: { addresses: { providerId: string; email: string }[]; names: ProviderNames }) {
  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <h2 id="addresses-heading" className="font-serif text-2xl">Firms&apos; introductions addresses</h2>
      <p className="text-sm text-muted">&quot;New introduction&quot; goes to every member with the firm&apos;s provider role, and to this address when set.</p>
      <ul className="list-disc pl-5 text-sm">
        {addresses.map((a) => <li key={a.providerId} className="wrap-anywhere">{names.short(a.providerId)}: {a.email}</li>)}
        {addresses.length === 0 && <li>None set.</li>}
      </ul>
      <IntroductionsAddressForm firms={listProviders().map((p) => ({ id: p.id, name: names.full(p.id) }))} addresses={Object.fromEntries(addresses.map((a) => [a.providerId, a.email]))} />
    </section>
  );
}
