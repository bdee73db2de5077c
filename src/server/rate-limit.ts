/**
 * A token bucket per key, held in this process's memory. Enough for one app instance; with
 * several instances each keeps its own buckets, so a visitor spread across them gets up to
 * N times the rate (use a shared store such as Redis, or divide the rate, if that matters).
 */
export interface RateLimiter {
  /** Takes a token for `key`; false when the bucket is empty. */
  take(key: string): boolean;
  /** Seconds until `key` has a token again. */
  retryAfterSeconds(key: string): number;
}

export function createRateLimiter(options: { capacity: number; refillPerSecond: number; maxKeys?: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const refill = (key: string) => {
    const time = now();
    const bucket = buckets.get(key) ?? { tokens: options.capacity, at: time };
    bucket.tokens = Math.min(options.capacity, bucket.tokens + ((time - bucket.at) / 1000) * options.refillPerSecond);
    bucket.at = time;
    return bucket;
  };

  const prune = () => {
    // Full buckets carry no information; drop them first, then buckets not throttled now,
    // and only then the oldest, so a flooder cannot reset itself by inventing keys.
    for (const [key] of buckets) if (refill(key).tokens >= options.capacity) buckets.delete(key);
    for (const [key, bucket] of buckets) if (buckets.size >= maxKeys && bucket.tokens >= 1) buckets.delete(key);
    for (const [key] of buckets) {
      if (buckets.size < maxKeys) break;
      buckets.delete(key);
    }
  };

  return {
    take(key) {
      const bucket = refill(key);
      if (!buckets.has(key)) {
        if (buckets.size >= maxKeys) prune();
        buckets.set(key, bucket);
      }
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    retryAfterSeconds(key) {
      const bucket = refill(key);
      return bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) / options.refillPerSecond);
    },
  };
}
