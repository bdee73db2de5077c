import { canWithdraw, type IntroductionStatus } from "@/features/introductions";
import type { FirmIntroduction } from "./components/introductions-list";

/** What the visitor's page shows of one of their introductions (no more than it needs). */
export function firmIntroductionView(i: { id: string; providerId: string; status: IntroductionStatus; statusWords: string; deliveryWords: string | null; declineReason: string | null }): FirmIntroduction {
  return {
    id: i.id,
    providerId: i.providerId,
    statusWords: i.statusWords,
    deliveryWords: i.deliveryWords,
    confirming: i.status === "confirming",
    declineReason: i.declineReason,
    canWithdraw: canWithdraw(i.status),
  };
}
