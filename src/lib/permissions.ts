import type { RoleName } from "@/server/db/schema";
import type { Route } from "next";
import { routes } from "@/config/routes";

/**
 * Who may see what in the back office (docs/product.md, "Leads, accounts and roles"): `admin` everything, `sales` all of the
 * sales portal, `provider` only the page of the provider it is tied to. Pure, so the server
 * guards and the interface ask the same questions.
 */
export interface RoleGrant {
  role: RoleName;
  providerId: string | null;
}

export function canViewSalesPortal(roles: readonly RoleGrant[]): boolean {
  return roles.some((grant) => grant.role === "admin" || grant.role === "sales");
}

/**
 * Who a change made in a firm's workspace is recorded as in an introduction's history, decided when
 * it is made: our own team ("staff", admin and sales, shown to firms as Wealth Match staff) or the
 * firm's own member ("firm").
 */
export function workspaceActorKind(roles: readonly RoleGrant[]): "staff" | "firm" {
  return canViewSalesPortal(roles) ? "staff" : "firm";
}

/** Operator analytics (docs/product.md, "Operator analytics"): admin and sales only, never provider staff. */
export function canViewAnalytics(roles: readonly RoleGrant[]): boolean {
  return canViewSalesPortal(roles);
}

export function canViewProvider(roles: readonly RoleGrant[], providerId: string): boolean {
  return canViewSalesPortal(roles) || roles.some((grant) => grant.role === "provider" && grant.providerId === providerId);
}

/** The provider pages a provider-only member may open, in the order granted. */
export function providerPagesOf(roles: readonly RoleGrant[]): string[] {
  return roles.flatMap((grant) => (grant.role === "provider" && grant.providerId ? [grant.providerId] : []));
}

export function canManageRoles(roles: readonly RoleGrant[]): boolean {
  return roles.some((grant) => grant.role === "admin");
}

/** docs/product.md, "Provider facts": an admin's save of provider facts publishes at once. */
export function canPublishProviderFacts(roles: readonly RoleGrant[]): boolean {
  return roles.some((grant) => grant.role === "admin");
}

/** Who may open a provider's facts editor: staff, and that provider's own members (who propose changes). */
export function canEditProviderFacts(roles: readonly RoleGrant[], providerId: string): boolean {
  return canViewProvider(roles, providerId);
}

/**
 * Where a member lands after signing in: sales and admin in the sales portal, a firm's member in
 * its workspace, anyone else (an investor) at /account.
 */
export function landingPath(roles: readonly RoleGrant[]): Route {
  if (canViewSalesPortal(roles)) return routes.salesPortal;
  const firm = roles.find((grant) => grant.role === "provider" && grant.providerId);
  return firm?.providerId ? routes.salesPortalProvider(firm.providerId) : routes.account;
}
