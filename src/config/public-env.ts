/**
 * Settings the browser needs, inlined at build time (NEXT_PUBLIC_*). Each third-party script
 * and error reporting is off unless its id is set; the server's env schema (env.ts) checks
 * their format at start. A value that does not look right is treated as unset here too, so a
 * typo can never inject markup into a script tag.
 */
const matching = (value: string | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : undefined);

export const publicEnvPatterns = {
  NEXT_PUBLIC_GTM_ID: /^GTM-[A-Z0-9]{4,12}$/,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: /^G-[A-Z0-9]{4,16}$/,
  NEXT_PUBLIC_REVIEWS_SCRIPT_URL: /^https:\/\/[^\s"'<>]+$/,
  NEXT_PUBLIC_COOKIEBOT_ID: /^[0-9a-f-]{36}$/i,
  NEXT_PUBLIC_SENTRY_DSN: /^https:\/\/[^\s"'<>@]+@[^\s"'<>]+\/\d+$/,
} as const;

export const publicEnv = {
  tagManagerId: matching(process.env.NEXT_PUBLIC_GTM_ID, publicEnvPatterns.NEXT_PUBLIC_GTM_ID),
  analyticsId: matching(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID, publicEnvPatterns.NEXT_PUBLIC_GA_MEASUREMENT_ID),
  reviewsScriptUrl: matching(process.env.NEXT_PUBLIC_REVIEWS_SCRIPT_URL, publicEnvPatterns.NEXT_PUBLIC_REVIEWS_SCRIPT_URL),
  consentBlockerId: matching(process.env.NEXT_PUBLIC_COOKIEBOT_ID, publicEnvPatterns.NEXT_PUBLIC_COOKIEBOT_ID),
  sentryDsn: matching(process.env.NEXT_PUBLIC_SENTRY_DSN, publicEnvPatterns.NEXT_PUBLIC_SENTRY_DSN),
};
