import "server-only";

import { z } from "zod";
import type { Database } from "@/server/db/client";
import { addAbEvent } from "@/server/db/queries/marketing";
import { parseJson, problem, readBodyCapped, validationProblem } from "@/server/http";
import { createRateLimiter, type RateLimiter } from "@/server/rate-limit";
import { findVariant } from "./experiments";

/**
 * POST /api/experiments: an abTestOnLoad (kind 'load') or abTesting (kind 'action') entry for the
 * session's visitor. Only declared experiments and their variants are accepted (SPEC §5: title,
 * testing and the visitor are required).
 */
export const abEventSchema = z
  .object({
    kind: z.enum(["load", "action"]),
    title: z.string().min(1).max(60),
    testing: z.string().min(1).max(60),
    url: z.string().trim().min(1).max(2048),
  })
  .strict()
  .refine((event) => findVariant(event.title, event.testing), { path: ["testing"], message: "must be a variant of a declared experiment" });

export const experimentLimiter = createRateLimiter({ capacity: 20, refillPerSecond: 1 });

export async function recordAbEvent(request: Request, context: { visitorId: string | null; database: () => Promise<Database>; limiter: RateLimiter }): Promise<Response> {
  if (!context.visitorId) return problem(401, "No visitor session: reload the page to start one.");
  if (!context.limiter.take(context.visitorId)) return problem(429, "Too many requests; slow down.");
  const text = await readBodyCapped(request, 4 * 1024);
  if (text === null) return problem(413, "body: must be at most 4096 bytes");
  const json = parseJson(text);
  if (!json.ok) return problem(400, "body: must be JSON");
  const parsed = abEventSchema.safeParse(json.value);
  if (!parsed.success) return validationProblem(parsed.error);
  await addAbEvent(await context.database(), { userId: context.visitorId, ...parsed.data });
  return new Response(null, { status: 204 });
}
