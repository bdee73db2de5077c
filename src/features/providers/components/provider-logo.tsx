import type { Provider } from "../types";
import { drawingSource } from "./drawing-source";

/**
 * A provider's wordmark (our own neutral drawing). Decorative where the name is shown beside it.
 * `inline` writes the drawing into the page, for logos that appear before the page is first drawn.
 */
export function ProviderLogo({ provider, decorative = false, inline = false, className = "h-12 w-auto" }: { provider: Provider; decorative?: boolean; inline?: boolean; className?: string }) {
  const { image } = provider;
  const drawn = inline ? { src: drawingSource(image.src), loading: "eager" as const, decoding: "sync" as const } : { src: image.src, loading: "lazy" as const, decoding: "async" as const };
  // A plain image, not next/image: the drawings are SVG, which next/image would not resize, and its
  // client code would be the results page's and the profile's only use of it (docs/architecture.md).
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...drawn} width={image.width} height={image.height} alt={decorative ? "" : image.alt} className={className} />;
}
