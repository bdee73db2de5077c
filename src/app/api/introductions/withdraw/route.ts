import { NextResponse } from "next/server";
import { withdrawByVisitor } from "@/features/introductions/server";
import { visitorJsonWrite } from "@/features/leads/server/http";
import { cancelMeetingsOfClosedIntroductions } from "@/features/meetings/server";
import { db } from "@/server/db/client";
import { logFailure } from "@/server/log";

/** The visitor withdraws one of their introductions; the firm then no longer sees their contact details. */
export function POST(request: Request) {
  return visitorJsonWrite(request, { limit: "introductions", log: () => "withdrawing an introduction" }, async (visitor, body) => {
    const database = await db();
    const outcome = await withdrawByVisitor(database, visitor.id, body);
    switch (outcome.status) {
      case "updated":
        // A meeting booked on it is called off now, both calendars told, rather than at the next
        // scheduled check, which still does it should this fail.
        await cancelMeetingsOfClosedIntroductions(database, new Date(), { introductionId: outcome.introductionId }).catch((error: unknown) =>
          logFailure("calling off the meetings of a withdrawn introduction", error),
        );
        return NextResponse.json({ message: outcome.message, status: outcome.newStatus });
      case "invalid":
        return NextResponse.json({ error: outcome.message, issues: [{ field: outcome.field, message: outcome.message }] }, { status: 400 });
      case "not-found":
        return NextResponse.json({ error: outcome.message }, { status: 404 });
      default:
        return NextResponse.json({ error: outcome.message }, { status: 409 });
    }
  });
}
