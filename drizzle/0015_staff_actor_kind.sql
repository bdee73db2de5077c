-- A change made in a firm's workspace by our own team (admin or sales) is recorded as "staff" from
-- now on, so that firms read it as by Wealth Match staff whoever holds which role later
-- (docs/introductions.md, "The firm's workspace and the operator"). Changes recorded before were
-- all "firm": those whose author holds an admin or sales role now are taken as our team's, which
-- is how they were shown until this migration.
UPDATE "introduction_events" SET "actor_kind" = 'staff'
WHERE "actor_kind" = 'firm'
  AND EXISTS (SELECT 1 FROM "roles" WHERE "roles"."user_id" = "introduction_events"."actor_id" AND "roles"."role"::text IN ('admin', 'sales'));
