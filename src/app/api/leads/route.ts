import { NextResponse } from "next/server";
import { firmIntroductionView } from "@/features/leads/introduction-view";
import { readJsonObject, requireVisitor, unavailable } from "@/features/leads/server/http";
import { sendProfile, visitorLead } from "@/features/leads/server/send-profile";
import { db } from "@/server/db/client";
import { limitRequest } from "@/server/limits";

/** Stores the visitor's profile as their lead, introduced to the providers they were matched with. */
export async function POST(request: Request) {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  const limited = await limitRequest("leads", request, who.visitor.id);
  if (limited) return limited;
  const read = await readJsonObject(request);
  if ("response" in read) return read.response;

  try {
    const outcome = await sendProfile(await db(), who.visitor.id, read.body);
    switch (outcome.status) {
      case "invalid":
        return NextResponse.json({ error: "Some details need correcting.", issues: outcome.issues }, { status: 400 });
      case "no-submission":
        return NextResponse.json(
          { error: "Please finish the questionnaire first, so we know which firms to introduce you to." },
          { status: 409 },
        );
      case "saved":
        return NextResponse.json({ lead: outcome.lead, introduced: outcome.introduced, introductions: outcome.introductions.map(firmIntroductionView) });
    }
  } catch (error) {
    return unavailable(`saving the lead of visitor ${who.visitor.id}`, error);
  }
}

/** The visitor's own lead, or 404 when they have not sent their details. */
export async function GET(request: Request) {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  const lead = await visitorLead(await db(), who.visitor.id);
  if (!lead) return NextResponse.json({ error: "You have not sent your details yet." }, { status: 404 });
  return NextResponse.json({ lead });
}
