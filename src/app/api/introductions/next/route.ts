import { NextResponse } from "next/server";
import { sendToNextFirm } from "@/features/introductions/server";
import { readJsonObject, requireVisitor, unavailable } from "@/features/leads/server/http";
import { db } from "@/server/db/client";
import { limitRequest } from "@/server/limits";

/** The investor's one press: send their details to the next firm they were offered, and only that firm. */
export async function POST(request: Request) {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  const limited = await limitRequest("introductions", request, who.visitor.id);
  if (limited) return limited;
  const read = await readJsonObject(request);
  if ("response" in read) return read.response;
  try {
    const outcome = await sendToNextFirm(await db(), who.visitor.id, read.body);
    switch (outcome.status) {
      case "sent":
        return NextResponse.json({ message: outcome.message, status: outcome.introduction.status, providerId: outcome.introduction.providerId }, { status: 201 });
      case "invalid":
        return NextResponse.json({ error: outcome.message, issues: [{ field: "providerId", message: outcome.message }] }, { status: 400 });
      default:
        return NextResponse.json({ error: outcome.message }, { status: 409 });
    }
  } catch (error) {
    return unavailable("sending to the next firm", error);
  }
}
