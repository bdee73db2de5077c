import { BRAND_MARK_PATH } from "@/config/brand-icon";

/**
 * The site's mark drawn for next/og's ImageResponse (the home-screen icon and /favicon.ico): the
 * same drawing as src/config/brand-icon.ts, white on the brand green, `size` pixels square.
 */
export function BrandMark({ size, rounded = false }: { size: number; rounded?: boolean }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#1f6843",
        borderRadius: rounded ? size / 4 : 0,
      }}
    >
      <svg width={Math.round(size * 0.71)} height={Math.round(size * 0.71)} viewBox="0 0 32 32">
        <path d={BRAND_MARK_PATH} fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
