import Image from "next/image";
import type { Provider } from "../types";
import { drawingSource } from "./drawing-source";

/**
 * A provider's wordmark (our own neutral drawing). Decorative where the name is shown beside it.
 * `inline` writes the drawing into the page, for logos that appear before the page is first drawn.
 */
export function ProviderLogo({ provider, decorative = false, inline = false, className = "h-12 w-auto" }: { provider: Provider; decorative?: boolean; inline?: boolean; className?: string }) {
  const { image } = provider;
  const drawn = inline ? { src: drawingSource(image.src), loading: "eager" as const, decoding: "sync" as const } : { src: image.src };
  return <Image {...drawn} width={image.width} height={image.height} alt={decorative ? "" : image.alt} className={className} />;
}
