import { NextResponse } from "next/server";
import { withdrawByVisitor } from "@/features/introductions/server";
import { readJsonObject, requireVisitor, unavailable } from "@/features/leads/server/http";
import { db } from "@/server/db/client";
import { limitRequest } from "@/server/limits";

/** The visitor withdraws one of their introductions; the firm then no longer sees their contact details. */
export async function POST(request: Request) {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  const limited = await limitRequest("introductions", request, who.visitor.id);
  if (limited) return limited;
  const read = await readJsonObject(request);
  if ("response" in read) return read.response;
  try {
    const outcome = await withdrawByVisitor(await db(), who.visitor.id, read.body);
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
  } catch (error) {
    return unavailable("withdrawing an introduction", error);
  }
}
