import { describe, expect, it } from "vitest";
import { canEditProviderFacts, canManageRoles, canPublishProviderFacts, canViewProvider, canViewSalesPortal, landingPath, providerPagesOf } from "./permissions";

const admin = [{ role: "admin" as const, providerId: null }];
const sales = [{ role: "sales" as const, providerId: null }];
const saltusStaff = [{ role: "provider" as const, providerId: "saltus" }];

describe("back-office permissions", () => {
  it("lets admin and sales see the whole portal", () => {
    expect(canViewSalesPortal(admin)).toBe(true);
    expect(canViewSalesPortal(sales)).toBe(true);
    expect(canViewProvider(sales, "qc")).toBe(true);
  });

  it("limits provider staff to their own provider", () => {
    expect(canViewSalesPortal(saltusStaff)).toBe(false);
    expect(canViewProvider(saltusStaff, "saltus")).toBe(true);
    expect(canViewProvider(saltusStaff, "qc")).toBe(false);
    expect(providerPagesOf(saltusStaff)).toEqual(["saltus"]);
  });

  it("refuses members without roles, and only admins manage roles", () => {
    expect(canViewSalesPortal([])).toBe(false);
    expect(canViewProvider([], "saltus")).toBe(false);
    expect(canManageRoles(admin)).toBe(true);
    expect(canManageRoles(sales)).toBe(false);
  });

  it("lets only admins publish provider facts; a provider's staff may edit (propose) only their own", () => {
    expect(canPublishProviderFacts(admin)).toBe(true);
    expect(canPublishProviderFacts(sales)).toBe(false);
    expect(canPublishProviderFacts(saltusStaff)).toBe(false);
    expect(canEditProviderFacts(saltusStaff, "saltus")).toBe(true);
    expect(canEditProviderFacts(saltusStaff, "qc")).toBe(false);
    expect(canEditProviderFacts([], "saltus")).toBe(false);
  });
});

describe("where a member lands after signing in", () => {
  it("sends staff where they work and investors to their account", () => {
    expect(landingPath([{ role: "provider", providerId: "saltus" }])).toBe("/sales-portal/saltus");
    expect(landingPath([{ role: "sales", providerId: null }])).toBe("/sales-portal");
    expect(landingPath([{ role: "admin", providerId: null }, { role: "provider", providerId: "lgt" }])).toBe("/sales-portal");
    expect(landingPath([])).toBe("/account");
  });
});
