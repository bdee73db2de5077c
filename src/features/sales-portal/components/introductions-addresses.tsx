import { listProviders, providerShortName } from "@/features/providers";
import { saveIntroductionsAddress } from "../actions/save-introductions-address";
import { noticeFor } from "@/lib/notice-codes";

const notices = { saved: "Saved.", invalid: "Enter a valid e-mail address, or leave it empty to remove it.", refused: "Only admins can change this.", busy: "Too many changes in a short time. Please wait a few minutes and try again." } as const;

/** Admins: the address each firm's "New introduction" mail also goes to, beside its provider members. */
export function IntroductionsAddresses({ addresses, notice }: { addresses: { providerId: string; email: string }[]; notice: string | undefined }) {
  const message = noticeFor(notices, notice);
  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <h2 id="addresses-heading" className="font-serif text-2xl">Firms&apos; introductions addresses</h2>
      <p className="text-sm text-muted">&quot;New introduction&quot; goes to every member with the firm&apos;s provider role, and to this address when set.</p>
      {message && <p role="status" className="text-sm font-semibold">{message}</p>}
      <ul className="list-disc pl-5 text-sm">
        {addresses.map((a) => <li key={a.providerId}>{providerShortName(a.providerId)}: {a.email}</li>)}
        {addresses.length === 0 && <li>None set.</li>}
      </ul>
      <form action={saveIntroductionsAddress} className="flex flex-wrap items-end gap-3 text-sm">
        <div>
          <label htmlFor="address-firm" className="block font-semibold">Firm</label>
          <select id="address-firm" name="providerId" className="mt-1 rounded-lg border border-muted/50 px-3 py-2">
            {listProviders().map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="address-email" className="block font-semibold">Introductions address (empty to remove)</label>
          <input id="address-email" name="email" type="email" maxLength={254} className="mt-1 rounded-lg border border-muted/50 px-3 py-2" />
        </div>
        <button type="submit" className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white">Save address</button>
      </form>
    </section>
  );
}
