import "server-only";

import { forbidden, redirect } from "next/navigation";
import { canEditProviderFacts, canViewAnalytics, canViewProvider, canViewSalesPortal, providerPagesOf } from "@/lib/permissions";
import { routes } from "@/config/routes";
import { currentMember, type Member } from "./session";

function signInFirst(next: string): never {
  redirect(routes.signInThen(next));
}

/** The sales portal home: admin and sales. Provider staff go to their own page; anyone else is refused. */
export async function requireSalesPortal(): Promise<Member> {
  const member = await currentMember();
  if (!member) signInFirst(routes.salesPortal);
  if (canViewSalesPortal(member.roles)) return member;
  const [own] = providerPagesOf(member.roles);
  if (own) redirect(routes.salesPortalProvider(own));
  forbidden();
}

/** One provider's page: admin, sales, or that provider's own staff. */
export async function requireProviderPage(providerId: string): Promise<Member> {
  const member = await currentMember();
  if (!member) signInFirst(routes.salesPortalProvider(providerId));
  if (!canViewProvider(member.roles, providerId)) forbidden();
  return member;
}

/** A provider's facts editor (docs/product.md, "Provider facts"): admin and sales, or that provider's own staff. */
export async function requireProviderEditor(providerId: string): Promise<Member> {
  const member = await currentMember();
  if (!member) signInFirst(routes.providerEditor(providerId));
  if (!canEditProviderFacts(member.roles, providerId)) forbidden();
  return member;
}

/** Operator analytics: admin and sales. Provider staff and other members are refused, not redirected. */
export async function requireAnalytics(): Promise<Member> {
  const member = await currentMember();
  if (!member) signInFirst(routes.salesPortalAnalytics);
  if (!canViewAnalytics(member.roles)) forbidden();
  return member;
}
