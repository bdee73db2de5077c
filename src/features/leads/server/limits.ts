import "server-only";

import { createRateLimiter } from "@/server/rate-limit";

/** Visitor writes that cause mail (introductions, withdrawals): a burst of 10, then one every 6 seconds. */
export const visitorWriteLimiter = createRateLimiter({ capacity: 10, refillPerSecond: 1 / 6 });
