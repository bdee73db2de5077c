import { ImageResponse } from "next/og";
import { BrandMark } from "@/components/brand-mark";

/**
 * /favicon.ico, for what asks for it by that name (browsers on a response that is not a page, feed
 * readers, crawlers): the site's mark as a 48-pixel PNG, which every browser takes at this address.
 * Pages name the icon as a data: URL instead (src/config/brand-icon.ts), so they never fetch this.
 * Rendered once at build time.
 */
export const dynamic = "force-static";

const SIZE = 48;

export function GET() {
  return new ImageResponse(<BrandMark size={SIZE} rounded />, { width: SIZE, height: SIZE });
}
