/**
 * Set by the delete-account action for a few minutes and read once by ClearBrowserData on the
 * sign-in page. Only this site can set it, so a link to the page cannot clear anyone's drafts.
 */
export const ACCOUNT_DELETED_COOKIE = "wm_account_deleted";
