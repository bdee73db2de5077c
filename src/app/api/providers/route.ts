import { NextResponse } from "next/server";

// Provisional until the provider data lands: say so plainly rather than pretend.
function notYet() {
  return NextResponse.json({ error: "This endpoint is not available yet." }, { status: 501 });
}

export { notYet as GET };
