import type { FormData } from "@/lib/form-data";

export interface SubmissionBody {
  answers: FormData;
  startedAt: string | null;
  finishedAt: string;
}

export type SubmitResult = { ok: true; id: string } | { ok: false; error: string };

const KEPT = "Your answers are still saved in this browser.";

/** The page's visitor: whether one is known, and how to start one (or answer the existing one). */
export interface SubmissionVisitor {
  known: boolean;
  start: () => Promise<unknown>;
}

/**
 * Sends the finished answers to POST /api/submissions. A visitor not yet known to the page is
 * started first (POST /api/visitor, which answers an existing visitor as it is), so the normal path
 * sends once and logs no error; a session that has ended meanwhile (401) is started again and the
 * request retried once. Every failure comes back as a message for the visitor; their answers stay
 * in the browser either way.
 */
export async function sendSubmission(body: SubmissionBody, visitor: SubmissionVisitor, fetcher: typeof fetch = fetch): Promise<SubmitResult> {
  if (!visitor.known) await visitor.start();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let response: Response;
    try {
      response = await fetcher("/api/submissions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify(body),
      });
    } catch {
      return { ok: false, error: `We could not reach our server. Check your connection, then press Continue to try again. ${KEPT}` };
    }
    if (response.status === 401 && attempt === 0) {
      await visitor.start();
      continue;
    }
    const data = (await response.json().catch(() => null)) as { id?: string; error?: string; issues?: { field: string; message: string }[] } | null;
    if (response.ok && data?.id) return { ok: true, id: data.id };
    if (response.status === 400 && data?.issues?.length) {
      const fields = data.issues.map((issue) => `${issue.field.replace(/^answers\./, "")} ${issue.message}`).join("; ");
      return { ok: false, error: `Some answers could not be saved (${fields}). Please check them and try again. ${KEPT}` };
    }
    return { ok: false, error: `${data?.error ?? "We could not save your answers just now."} ${data?.error?.includes("browser") ? "" : KEPT} Press Continue to try again.`.replace(/\s+/g, " ").trim() };
  }
  return { ok: false, error: `We could not start your visit. Please reload the page and try again. ${KEPT}` };
}
