import "server-only";

import "@/lib/zod-config";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import { addUtmRecord } from "@/server/db/queries/marketing";
import { readJsonBody, validationProblem } from "@/server/http";
import { guardIngest, type IngestGuard } from "@/server/ingest-guard";

/**
 * POST /api/utm: the address a visitor arrived at; the server reads its utm_ tags itself
 * (each tag without its prefix) and keeps one record, which needs the visitor and at least one
 * utm_ parameter (docs/product.md, "Leads, accounts and roles").
 */
const MAX_TAGS = 20;

export const utmRequestSchema = z
  .object({ url: z.url({ protocol: /^https?$/, error: "must be the http(s) address you arrived at" }).max(2048) })
  .strict()
  .transform(({ url }, ctx) => {
    const arrival = new URL(url);
    const tags: Record<string, string> = {};
    // The address is kept with its utm_ parameters only: whatever else it carried (an id, an
    // address typed into a link) is more than the privacy policy says a campaign record holds.
    const kept = new URLSearchParams();
    for (const [key, value] of arrival.searchParams) {
      const name = /^utm_([a-z0-9_]{1,40})$/i.exec(key)?.[1];
      if (name && value) {
        tags[name.toLowerCase()] = value.slice(0, 500);
        kept.append(key, value.slice(0, 500));
      }
    }
    const count = Object.keys(tags).length;
    if (count === 0 || count > MAX_TAGS) {
      ctx.addIssue({ code: "custom", path: ["url"], message: `must carry between 1 and ${MAX_TAGS} utm_ parameters` });
      return z.NEVER;
    }
    return { url: `${arrival.origin}${arrival.pathname}?${kept}`, tags };
  });

export async function recordUtm(request: Request, context: IngestGuard & { database: () => Promise<Database> }): Promise<Response> {
  const guard = await guardIngest(context);
  if ("response" in guard) return guard.response;
  const read = await readJsonBody(request, { limit: 8 * 1024 });
  if (!read.ok) return read.response;
  const parsed = utmRequestSchema.safeParse(read.value);
  if (!parsed.success) return validationProblem(parsed.error);
  const saved = await addUtmRecord(await context.database(), { userId: guard.visitorId, ...parsed.data });
  return Response.json({ recorded: Boolean(saved), tags: parsed.data.tags }, { status: 201 });
}
