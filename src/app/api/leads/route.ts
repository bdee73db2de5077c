import { NextResponse } from "next/server";
import { firmIntroductionView } from "@/features/leads/introduction-view";
import { requireVisitor, visitorJsonWrite } from "@/features/leads/server/http";
import { sendProfile, visitorLead } from "@/features/leads/server/send-profile";
import { db } from "@/server/db/client";

/** Stores the visitor's profile as their lead, introduced to the providers they were matched with. */
export function POST(request: Request) {
  const log = (visitorId: string) => `saving the lead of visitor ${visitorId}`;
  return visitorJsonWrite(request, { limit: "leads", log }, async (visitor, body) => {
    const outcome = await sendProfile(await db(), visitor.id, body);
    switch (outcome.status) {
      case "invalid":
        return NextResponse.json({ error: "Some details need correcting.", issues: outcome.issues }, { status: 400 });
      case "no-submission":
        return NextResponse.json(
          { error: "Please finish the questionnaire first, so we know which firms to introduce you to." },
          { status: 409 },
        );
      case "saved":
        return NextResponse.json({ lead: outcome.lead, introduced: outcome.introduced, introductions: outcome.introductions.map(firmIntroductionView), confirmLink: outcome.confirmLink });
    }
  });
}

/** The visitor's own lead, or 404 when they have not sent their details. */
export async function GET(request: Request) {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  const lead = await visitorLead(await db(), who.visitor.id);
  if (!lead) return NextResponse.json({ error: "You have not sent your details yet." }, { status: 404 });
  return NextResponse.json({ lead });
}
