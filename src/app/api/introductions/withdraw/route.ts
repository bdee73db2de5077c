import { NextResponse } from "next/server";
import { withdrawByVisitor } from "@/features/introductions/server";
import { visitorJsonWrite } from "@/features/leads/server/http";
import { db } from "@/server/db/client";

/** The visitor withdraws one of their introductions; the firm then no longer sees their contact details. */
export function POST(request: Request) {
  return visitorJsonWrite(request, { limit: "introductions", log: () => "withdrawing an introduction" }, async (visitor, body) => {
    const outcome = await withdrawByVisitor(await db(), visitor.id, body);
    switch (outcome.status) {
      case "updated":
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
