import { recordAbEvent } from "@/features/experiments/record-event";
import { db } from "@/server/db/client";
import { failedWrite } from "@/server/http";
import { ingestGuardFor } from "@/server/ingest-request";

export async function POST(request: Request) {
  try {
    return await recordAbEvent(request, { ...(await ingestGuardFor(request, "experiments")), database: db });
  } catch (error) {
    return failedWrite(request, error, "experiments: storing an A/B event", "The experiment event could not be recorded.");
  }
}
