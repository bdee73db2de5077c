import "server-only";

import { z } from "zod";
import type { Database } from "@/server/db/client";
import { addUtmRecord } from "@/server/db/queries/marketing";
import { parseJson, problem, readBodyCapped, validationProblem } from "@/server/http";
import { createRateLimiter, type RateLimiter } from "@/server/rate-limit";

/**
 * POST /api/utm: the address a visitor arrived at; the server reads its utm_ tags itself
 * (SPEC §3 utmTagsData: each tag without its prefix) and keeps one record (SPEC §5: needs the
 * visitor and at least one utm_ parameter).
 */
const MAX_TAGS = 20;

export const utmRequestSchema = z
  .object({ url: z.url({ protocol: /^https?$/, error: "must be the http(s) address you arrived at" }).max(2048) })
  .strict()
  .transform(({ url }, ctx) => {
    const tags: Record<string, string> = {};
    for (const [key, value] of new URL(url).searchParams) {
      const name = /^utm_([a-z0-9_]{1,40})$/i.exec(key)?.[1];
      if (name && value) tags[name.toLowerCase()] = value.slice(0, 500);
    }
    const count = Object.keys(tags).length;
    if (count === 0 || count > MAX_TAGS) {
      ctx.addIssue({ code: "custom", path: ["url"], message: `must carry between 1 and ${MAX_TAGS} utm_ parameters` });
      return z.NEVER;
    }
    return { url, tags };
  });

export const utmLimiter = createRateLimiter({ capacity: 5, refillPerSecond: 0.2 });

export async function recordUtm(request: Request, context: { visitorId: string | null; database: () => Promise<Database>; limiter: RateLimiter }): Promise<Response> {
  if (!context.visitorId) return problem(401, "No visitor session: reload the page to start one.");
  if (!context.limiter.take(context.visitorId)) return problem(429, "Too many requests; slow down.");
  const text = await readBodyCapped(request, 8 * 1024);
  if (text === null) return problem(413, "body: must be at most 8192 bytes");
  const json = parseJson(text);
  if (!json.ok) return problem(400, "body: must be JSON");
  const parsed = utmRequestSchema.safeParse(json.value);
  if (!parsed.success) return validationProblem(parsed.error);
  const saved = await addUtmRecord(await context.database(), { userId: context.visitorId, ...parsed.data });
  return Response.json({ recorded: Boolean(saved), tags: parsed.data.tags }, { status: 201 });
}
