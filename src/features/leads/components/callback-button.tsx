"use client";

import { useState } from "react";
import { callbackMessage } from "../messages";

type State = { kind: "idle" | "sending" } | { kind: "done" | "already" | "error"; message: string };

/**
 * "Request a callback" for one matched provider. One request per visitor and provider: a firm
 * already asked (on this page or elsewhere) answers with the date it was first asked.
 */
export function CallbackButton({ providerId, providerName, requestedAt }: { providerId: string; providerName: string; requestedAt: string | null }) {
  const [state, setState] = useState<State>(
    requestedAt ? { kind: "already", message: callbackMessage("already-requested", providerName, requestedAt) } : { kind: "idle" },
  );

  async function request() {
    setState({ kind: "sending" });
    try {
      const response = await fetch("/api/callbacks", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ providerId }),
      });
      const body = (await response.json().catch(() => ({}))) as { status?: string; message?: string; error?: string; issues?: { message: string }[] };
      if (response.ok && body.message) {
        setState({ kind: body.status === "created" ? "done" : "already", message: body.message });
      } else {
        setState({ kind: "error", message: body.issues?.[0]?.message ?? body.error ?? "We could not send your request just now. Please try again." });
      }
    } catch {
      setState({ kind: "error", message: "We could not reach our server. Please try again." });
    }
  }

  const finished = state.kind === "done" || state.kind === "already";
  return (
    <div>
      {!finished && (
        <button
          type="button"
          onClick={request}
          disabled={state.kind === "sending"}
          className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {state.kind === "sending" ? "Sending…" : "Request a callback"}
          <span className="sr-only"> from {providerName}</span>
        </button>
      )}
      <p role="status" className={state.kind === "error" ? "mt-2 text-sm text-red-800" : "mt-2 text-sm text-brand-900"}>
        {"message" in state ? state.message : ""}
      </p>
    </div>
  );
}
