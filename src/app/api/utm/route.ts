import { recordUtm } from "@/features/tracking/utm";
import { db } from "@/server/db/client";
import { failedWrite } from "@/server/http";
import { ingestGuardFor } from "@/server/ingest-request";

export async function POST(request: Request) {
  try {
    return await recordUtm(request, { ...(await ingestGuardFor(request, "utm")), database: db });
  } catch (error) {
    return failedWrite(request, error, "utm: storing a UTM record", "The campaign details could not be recorded.");
  }
}
