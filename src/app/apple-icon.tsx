import { ImageResponse } from "next/og";
import { BrandMark } from "@/components/brand-mark";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon: the site's mark on its brand green, rendered once at build time. */
export default function AppleIcon() {
  return new ImageResponse(<BrandMark size={size.width} />, size);
}
