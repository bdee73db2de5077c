import type { DeviceClass } from "@/server/db/schema";

/** docs/product.md, "Visit tracking": mobile up to 767 px, tablet above 767 up to 1024, desktop above 1024. */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth <= 767) return "Mobile";
  if (viewportWidth <= 1024) return "Tablet";
  return "Desktop";
}
