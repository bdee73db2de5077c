/** Back-office members that e2e/support/web-server.mjs creates before the site starts. */
export const STAFF_PASSWORD = "Staff#Pass2026";
export const staff = {
  admin: "admin@staff.e2e.test",
  sales: "sales@staff.e2e.test",
  saltus: "saltus@staff.e2e.test",
} as const;
