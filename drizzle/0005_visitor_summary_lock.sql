-- A visitor's analytics summaries are refreshed by one transaction at a time. Locking the visitor's
-- tracking record (0004) cannot order a transaction that is creating that record with one that writes
-- the visitor's other rows at the same moment, such as the UTM record sent beside the first tracking
-- batch: neither sees the other's uncommitted row, so each summarised without the other's and the
-- visitor was counted as "direct". Each refresh now also takes a transaction-scoped advisory lock per
-- visitor (keys 0x776d0002 and the hash of the visitor's id), after the record's row lock as before,
-- so the second transaction waits for the first to commit and its refresh, reading afresh, sees both.
create function analytics_lock_visitors(ids text[]) returns void language plpgsql as $$
begin
  perform pg_advisory_xact_lock(2003632130, hashtext(id)) from (select distinct unnest(ids) as id order by 1) visitor;
end $$;
--> statement-breakpoint

create or replace function analytics_summarise() returns trigger language plpgsql as $$
declare
  ids text[];
begin
  if TG_OP = 'INSERT' then
    select array_agg(distinct user_id) into ids from new_rows;
  elsif TG_OP = 'DELETE' then
    select array_agg(distinct user_id) into ids from old_rows;
  else
    select array_agg(user_id) into ids from (select user_id from new_rows union select user_id from old_rows) changed;
  end if;
  if ids is null then
    return null;
  end if;
  perform 1 from visit_trackers where user_id in (select unnest(ids)) order by user_id for update;
  perform analytics_lock_visitors(ids);
  perform analytics_refresh_cohorts(ids);
  return null;
end $$;
--> statement-breakpoint

create or replace function analytics_summarise_questions() returns trigger language plpgsql as $$
declare
  ids text[];
  flows text[];
  questions text[];
  cohorts text[];
begin
  if TG_OP = 'INSERT' then
    select array_agg(user_id), array_agg(flow), array_agg(question) into ids, flows, questions
    from (select distinct user_id, flow, question from new_rows) changed;
  elsif TG_OP = 'DELETE' then
    select array_agg(user_id), array_agg(flow), array_agg(question) into ids, flows, questions
    from (select distinct user_id, flow, question from old_rows) changed;
  else
    select array_agg(user_id), array_agg(flow), array_agg(question) into ids, flows, questions
    from (select user_id, flow, question from new_rows union select user_id, flow, question from old_rows) changed;
  end if;
  if ids is null then
    return null;
  end if;
  perform 1 from visit_trackers where user_id in (select unnest(ids)) order by user_id for update;
  perform analytics_lock_visitors(ids);
  -- Read once the visitors are locked: new events change "started" only for a visitor not yet
  -- started who was shown a question.
  if TG_OP = 'INSERT' then
    select array_agg(distinct n.user_id) into cohorts from new_rows n
    where n.kind = 'shown' and not exists (select 1 from visitor_cohorts c where c.user_id = n.user_id and c.started);
  else
    select array_agg(distinct user_id) into cohorts from unnest(ids) as changed(user_id);
  end if;
  perform analytics_refresh_questions(ids, flows, questions);
  if cohorts is not null then
    perform analytics_refresh_cohorts(cohorts);
  end if;
  return null;
end $$;
--> statement-breakpoint

create or replace function analytics_summarise_tracker() returns trigger language plpgsql as $$
begin
  perform analytics_lock_visitors(array[old.user_id, new.user_id]);
  perform analytics_refresh_cohorts(array[old.user_id, new.user_id]);
  return null;
end $$;
