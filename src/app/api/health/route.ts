import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { logFailure } from "@/server/log";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await (await db()).execute(sql`select 1`);
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    logFailure("health: database check", error);
    return NextResponse.json({ status: "unavailable" }, { status: 503 });
  }
}
