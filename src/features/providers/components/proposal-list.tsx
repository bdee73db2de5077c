"use client";

import { startTransition, useActionState } from "react";
import { formatMoney } from "@/lib/money";
import { decideProposal } from "../actions/decide-proposal";
import { initialEditorState } from "../editor-state";
import { FACT_TITLES, type FactChanges, type ProviderFacts } from "../facts";
import { feeScheduleSchema, scheduleSummary } from "../fees";
import type { DecidedProposal } from "../server/provider-store";
import type { FactKey } from "../types";
import { formatOrdinalDate, formatOrdinalDateTime } from "@/lib/dates";

export interface ProposalView {
  id: string;
  createdAt: string;
  changes: FactChanges;
  /** Who proposed it, as this reader may see it ("you", an address for admins), or null. */
  proposedBy: string | null;
}

function shown(key: FactKey, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  // An amount in pounds as the site shows money everywhere else ("£250k"), not a bare number.
  if (key === "firmMinimum" && typeof value === "number") return formatMoney(value);
  if (Array.isArray(value)) return value.join(", ") || "(none)";
  const schedule = feeScheduleSchema.safeParse(value);
  return schedule.success ? scheduleSummary(schedule.data) : String(value);
}

function Decision({ providerId, proposalId, action, pending, reasonError }: { providerId: string; proposalId: string; action: (form: FormData) => void; pending: boolean; reasonError: string | null }) {
  const reasonId = `reason-${proposalId}`;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        // The pressed button carries the decision.
        const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        startTransition(() => action(data));
      }}
    >
      <input type="hidden" name="providerId" value={providerId} />
      <input type="hidden" name="proposalId" value={proposalId} />
      <div className="w-full">
        <label htmlFor={reasonId} className="block text-sm font-semibold">
          Reason for rejecting <span className="font-normal text-muted">(needed to reject; e-mailed to the member who proposed it)</span>
        </label>
        <input
          id={reasonId}
          name="reason"
          maxLength={500}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          className="mt-1 w-full max-w-xl rounded-lg border border-muted/50 bg-white px-3 py-2 text-sm aria-invalid:border-red-700"
        />
        {reasonError && (
          <p id={`${reasonId}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {reasonError}
          </p>
        )}
      </div>
      <button type="submit" name="decision" value="approve" disabled={pending} className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white disabled:opacity-60">
        Approve and publish
      </button>
      <button type="submit" name="decision" value="reject" disabled={pending} className="rounded-full border-2 border-brand-200 px-5 py-2 text-sm font-semibold text-brand-800 disabled:opacity-60">
        Reject
      </button>
    </form>
  );
}


/**
 * Proposed changes waiting for an admin; admins approve or reject (with a reason), provider staff
 * see what is pending. Below, the latest decisions, with the reason for each rejection.
 */
export function ProposalList({
  providerId,
  proposals,
  current,
  decided,
  canDecide,
}: {
  providerId: string;
  proposals: ProposalView[];
  /** The facts as published now, shown beside each proposed value. */
  current: ProviderFacts;
  decided: DecidedProposal[];
  canDecide: boolean;
}) {
  // One state for the list: the outcome stays on screen after the decided proposal leaves it.
  const [state, action, pending] = useActionState(decideProposal, initialEditorState);
  return (
    <>
      <p role="status" className="mb-3 font-medium empty:hidden">
        {state.proposal ? "" : state.message}
      </p>
      {proposals.length === 0 ? (
        <p className="text-muted">No changes are waiting for approval.</p>
      ) : (
        <ul className="space-y-4">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="rounded-xl border border-gold/40 bg-gold/5 p-4">
              <p className="text-sm font-semibold">
                Waiting for approval · proposed {formatOrdinalDateTime(proposal.createdAt)}
                {proposal.proposedBy ? ` by ${proposal.proposedBy}` : ""}
              </p>
              <dl className="mt-2 space-y-2 text-sm">
                {(Object.keys(proposal.changes) as FactKey[]).map((key) => (
                  <div key={key}>
                    <dt className="font-semibold">{FACT_TITLES[key]}</dt>
                    <dd className="break-words">Proposed: {shown(key, proposal.changes[key])}</dd>
                    <dd className="break-words text-muted">Now: {shown(key, current[key])}</dd>
                  </div>
                ))}
              </dl>
              {canDecide && <Decision providerId={providerId} proposalId={proposal.id} action={action} pending={pending} reasonError={state.proposal?.id === proposal.id ? state.proposal.reasonError : null} />}
            </li>
          ))}
        </ul>
      )}
      {decided.length > 0 && (
        <section aria-labelledby="decided-heading" className="mt-8">
          <h3 id="decided-heading" className="font-serif text-xl text-ink">
            Decided lately
          </h3>
          <ul className="mt-3 space-y-2 text-sm">
            {decided.map((decision) => (
              <li key={decision.id} className="rounded-xl border border-brand-100 bg-white p-3">
                <p>
                  <strong>{decision.approved ? "Published" : "Not published"}</strong> on {formatOrdinalDate(decision.decidedAt)}: {decision.factTitles.join(", ").toLowerCase() || "changes"}, proposed{" "}
                  {formatOrdinalDate(decision.proposedAt)}
                  {decision.proposedBy ? ` by ${decision.proposedBy}` : ""}.
                </p>
                {decision.reason && <p className="mt-1 break-words text-muted">Reason: {decision.reason}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
