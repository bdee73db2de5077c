import "server-only";

/** The newsletter's server API: double opt-in sign-up, confirmation, unsubscribe and purge. */
export { addressToUnsubscribe, confirmNewsletter, purgeUnconfirmedSignups, signUpForNewsletter, unsubscribeFromNewsletter } from "./subscriptions";
