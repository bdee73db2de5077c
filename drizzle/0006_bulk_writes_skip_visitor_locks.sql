-- The per-visitor advisory locks of 0005 each take a slot in the server's shared lock table until
-- commit, so one statement touching many visitors (the purge, a backfill, a bulk import) ran out of
-- shared memory ("out of shared memory": 100,000 visitors in one insert on the embedded database).
-- The race those locks close is between a visitor's own writes at the same moment (the first
-- tracking batch and the UTM record), each a statement about one or two visitors. A statement
-- about more than 16 visitors is a bulk job that never races with a visitor being created, so it
-- relies on the tracking records' row locks alone, as before 0005.
create or replace function analytics_lock_visitors(ids text[]) returns void language plpgsql as $$
begin
  if cardinality(ids) > 16 then
    return;
  end if;
  perform pg_advisory_xact_lock(2003632130, hashtext(id)) from (select distinct unnest(ids) as id order by 1) visitor;
end $$;
