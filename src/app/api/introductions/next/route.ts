import { NextResponse } from "next/server";
import { sendToNextFirm } from "@/features/introductions/server";
import { visitorJsonWrite } from "@/features/leads/server/http";
import { db } from "@/server/db/client";

/** The investor's one press: send their details to the next firm they were offered, and only that firm. */
export function POST(request: Request) {
  return visitorJsonWrite(request, { limit: "introductions", log: () => "sending to the next firm" }, async (visitor, body) => {
    const outcome = await sendToNextFirm(await db(), visitor.id, body);
    switch (outcome.status) {
      case "sent":
        return NextResponse.json({ message: outcome.message, status: outcome.introduction.status, providerId: outcome.introduction.providerId }, { status: 201 });
      case "invalid":
        return NextResponse.json({ error: outcome.message, issues: [{ field: "providerId", message: outcome.message }] }, { status: 400 });
      default:
        return NextResponse.json({ error: outcome.message }, { status: 409 });
    }
  });
}
