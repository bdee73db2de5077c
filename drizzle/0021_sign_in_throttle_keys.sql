-- The sign-in throttle's keys now hold HMACs of the e-mail address and network under the site's
-- secret, not bare SHA-256 hashes (src/server/auth/sign-in-throttle.ts). Rows written under the
-- old keys are never matched again, and their bare hashes could be tested against a guess: they
-- go now rather than at their expiry (a remembered network's is 90 days away). Members sign in as
-- before; a network they used is remembered again at their next sign-in from it. Only this
-- throttle's keys start with 'sign-in:' (the sign-in link's own limit is 'sign-in-link:').
delete from rate_limits where key like 'sign-in:%';
