import { routes, withQuery } from "@/config/routes";
import type { OutboxEntry } from "@/server/mail";
import { pageCount, type Paging } from "../paging";
import { PageLinks } from "./page-links";
import { formatOrdinalDateTime } from "@/lib/dates";

const statusWords = { pending: "Waiting", sent: "Delivered", failed: "Gave up after 24 hours" } as const;

export function OutboxList({ rows, total, paging }: { rows: OutboxEntry[]; total: number; paging: Paging }) {
  const pages = pageCount(total, paging.size);
  const href = (page: number, size = paging.size) => withQuery(routes.salesPortalOutbox, { size: String(size), page: String(page) });
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{total === 1 ? "1 mail" : `${total} mails`}. Open one to read it as sent.</p>
      <ol className="space-y-3">
        {rows.map((m) => (
          <li key={m.id} className="rounded-xl border border-brand-100 p-4 text-sm">
            <details>
              <summary className="cursor-pointer">
                <strong>{m.subject}</strong> · to {m.to} · {statusWords[m.status]} · {formatOrdinalDateTime(m.createdAt)}
                {m.attempts > 0 && m.status !== "sent" ? ` · ${m.attempts} tries` : ""}
              </summary>
              {m.lastError && m.status !== "sent" && <p className="mt-2 text-red-800">Last error: {m.lastError}</p>}
              <pre className="mt-2 whitespace-pre-wrap font-sans">{m.text}</pre>
            </details>
          </li>
        ))}
      </ol>
      <PageLinks paging={paging} pages={pages} href={href} />
    </div>
  );
}
