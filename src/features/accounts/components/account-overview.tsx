import Link from "next/link";
import { routes } from "@/config/routes";
import { YourIntroductions, type YourIntroduction } from "@/features/introductions/components";
import { bandTitleFor } from "@/lib/wealth-bands";
import type { Member } from "@/server/auth/session";
import type { VisitorDataExport } from "@/server/db/queries/visitor-data";
import { signOut } from "../actions/sign-out";
import { DeleteAccountForm } from "./delete-account-form";
import { formatOrdinalDate } from "@/lib/dates";


function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 className="font-serif text-2xl text-ink">{title}</h2>
      <div className="mt-4 space-y-3 text-ink">{children}</div>
    </section>
  );
}

export function AccountOverview({
  member,
  data,
  nameOf,
  introductions,
  meetingPanels,
}: {
  member: Member;
  data: VisitorDataExport;
  nameOf: (id: string) => string;
  introductions: YourIntroduction[];
  /** Each introduction's first-meeting panel, by id (placed by the page). */
  meetingPanels?: Record<string, React.ReactNode>;
}) {
  const match = data.questionnaire?.match;
  const isStaff = member.roles.length > 0;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <header>
        <h1 className="font-serif text-4xl text-ink">Your account</h1>
        <p className="mt-2 text-muted">Signed in as {member.email}</p>
      </header>

      <Section title="Your matches">
        {match ? (
          <>
            <ul className="grid gap-2 sm:grid-cols-3">
              {match.wealthManagers.map((id) => (
                <li key={id}>
                  <Link href={routes.wealthManager(id)} className="block rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-100">
                    {nameOf(id)}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted">
              Based on an investable amount of {data.questionnaire?.total == null ? "an amount you did not give" : bandTitleFor(data.questionnaire.total).replace(/^Under/, "under")}
              {data.questionnaire?.updatedAt ? `, last updated ${formatOrdinalDate(data.questionnaire.updatedAt)}` : ""}.
            </p>
            <p className="flex flex-wrap gap-4">
              <Link href={routes.results} className="font-semibold text-brand-700 underline">See your results</Link>
              <Link href={routes.proforma} className="font-semibold text-brand-700 underline">Answer the questions again</Link>
            </p>
          </>
        ) : (
          <p>
            You have not finished the questionnaire yet.{" "}
            <Link href={routes.proforma} className="font-semibold text-brand-700 underline">Find your matches</Link>
          </p>
        )}
      </Section>

      <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <YourIntroductions introductions={introductions} meetingPanels={meetingPanels} />
        {match && (
          <p className="mt-4">
            <Link href={routes.results} className="font-semibold text-brand-700 underline">Send your details to another of your matches</Link>
          </p>
        )}
      </div>

      {isStaff && (
        <Section title="Staff">
          <Link href={routes.salesPortal} className="font-semibold text-brand-700 underline">Open the sales portal</Link>
        </Section>
      )}

      <Section title="Your data">
        <p>You can download the data we hold about you as a file, or delete your account and the data with it.</p>
        <p>
          <a href="/api/account/data" download className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            Download my data
          </a>
        </p>
        <DeleteAccountForm />
      </Section>

      <form action={signOut}>
        <button type="submit" className="font-semibold text-brand-700 underline">Sign out</button>
      </form>
    </div>
  );
}
