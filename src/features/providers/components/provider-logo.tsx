import Image from "next/image";
import type { Provider } from "../types";

/** A provider's wordmark (our own neutral drawing). Decorative where the name is shown beside it. */
export function ProviderLogo({ provider, decorative = false, className = "h-12 w-auto" }: { provider: Provider; decorative?: boolean; className?: string }) {
  const { image } = provider;
  return <Image src={image.src} width={image.width} height={image.height} alt={decorative ? "" : image.alt} className={className} />;
}
