/**
 * A cookie the browser may read, saying only "a member is signed in here", so that pages can stay
 * static and still show "Your account" rather than "Sign in" in the header. It grants nothing: the
 * pages behind it check the session itself. Set when a member's session starts, removed on
 * sign-out, on account deletion and when an anonymous session starts.
 */
export const MEMBER_HINT_COOKIE = "wm-member";
export const MEMBER_HINT_MAX_AGE = 30 * 24 * 60 * 60;
