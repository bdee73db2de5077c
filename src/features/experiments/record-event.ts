import "server-only";

import "@/lib/zod-config";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import { abEventKind } from "@/server/db/schema";
import { addAbEvent } from "@/server/db/queries/marketing";
import { guardIngest, type IngestGuard } from "@/server/ingest-guard";
import { readJsonBody, validationProblem } from "@/server/http";
import { findVariant } from "./experiments";

/**
 * POST /api/experiments: an abTestOnLoad (kind 'load') or abTesting (kind 'action') entry for the
 * session's visitor. Only declared experiments and their variants are accepted (docs/product.md, "Leads, accounts and roles": title,
 * testing and the visitor are required).
 */
export const abEventSchema = z
  .object({
    kind: z.enum(abEventKind.enumValues),
    title: z.string().min(1).max(60),
    testing: z.string().min(1).max(60),
    url: z.string().trim().min(1).max(2048),
  })
  .strict()
  .refine((event) => findVariant(event.title, event.testing), { path: ["testing"], message: "must be a variant of a declared experiment" });

export async function recordAbEvent(request: Request, context: IngestGuard & { database: () => Promise<Database> }): Promise<Response> {
  const guard = await guardIngest(context);
  if ("response" in guard) return guard.response;
  const read = await readJsonBody(request, { limit: 4 * 1024 });
  if (!read.ok) return read.response;
  const parsed = abEventSchema.safeParse(read.value);
  if (!parsed.success) return validationProblem(parsed.error);
  await addAbEvent(await context.database(), { userId: guard.visitorId, ...parsed.data });
  return new Response(null, { status: 204 });
}
