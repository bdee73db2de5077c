import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountOverview } from "@/features/accounts/components/account-overview";
import { yourIntroductions } from "@/features/introductions/server";
import { InvestorMeeting } from "@/features/meetings/components";
import { investorMeetings, withMeetingStatus } from "@/features/meetings/server";
import { loadProviderNames } from "@/features/providers/server";
import { routes } from "@/config/routes";
import { pageMetadata } from "@/lib/metadata";
import { currentMember } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { exportVisitorData } from "@/server/db/queries/visitor-data";

export const metadata: Metadata = pageMetadata({
  title: "Your account",
  description: "Your matches, the introductions you asked for, and your data.",
  path: routes.account,
  noIndex: true,
});

export default async function AccountPage() {
  const member = await currentMember();
  if (!member) redirect(routes.signInThen(routes.account));
  const database = await db();
  const names = await loadProviderNames(database);
  const [data, introductions, meetings] = await Promise.all([exportVisitorData(database, member.id, names.full), yourIntroductions(database, member.id), investorMeetings(database, member.id)]);
  if (!data) redirect(routes.signInThen(routes.account));
  const panels = Object.fromEntries(Object.values(meetings).map((view) => [view.introductionId, <InvestorMeeting key={view.introductionId} view={view} />]));
  return <AccountOverview member={member} data={data} nameOf={names.short} introductions={withMeetingStatus(introductions, meetings)} meetingPanels={panels} />;
}
