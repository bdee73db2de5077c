-- The analytics summaries of the questionnaire funnel and the traffic-sources cohort (docs/analytics.md,
-- "Speed"), kept by triggers in the transaction of every write to the rows they summarise: the tracking
-- ingest, the UTM ingest, submissions, leads, introductions, a visitor becoming a member, the purge and
-- account deletion alike. Each refresh recomputes the named visitors' rows from the stored rows and
-- moves their contribution to the daily counts, so the summaries always equal what the events give.

-- The funnel: one question_visitors row per visitor and question, and daily counts of the one-day rows.
-- The three arrays name the (visitor, flow, question) rows to recompute.
create function analytics_refresh_questions(ids text[], flows text[], questions text[]) returns void language plpgsql as $$
begin
  with old as (
    delete from question_visitors where (user_id, flow, question) in (select * from unnest(ids, flows, questions)) returning *
  )
  update question_days d set
    visitors = d.visitors - o.visitors, reached = d.reached - o.reached, continued = d.continued - o.continued, backs = d.backs - o.backs
  from (
    select day, flow, question, device, step, count(*)::int as visitors, (count(*) filter (where shown))::int as reached,
      (count(*) filter (where shown and answered))::int as continued, sum(backs)::int as backs
    from old where day is not null
    group by day, flow, question, device, step
  ) o
  where d.day = o.day and d.flow = o.flow and d.question = o.question and d.device = o.device and d.step = o.step;

  insert into question_visitors (user_id, flow, question, first_at, last_at, day, device, step, shown, answered, backs)
  select user_id, flow, question, min(created_at), max(created_at),
    case when (min(created_at) at time zone 'UTC')::date = (max(created_at) at time zone 'UTC')::date then (min(created_at) at time zone 'UTC')::date end,
    min(device), min(step), bool_or(kind = 'shown'), bool_or(kind = 'answered'), (count(*) filter (where kind = 'left' and left_by = 'back'))::int
  from question_events
  where (user_id, flow, question) in (select * from unnest(ids, flows, questions))
  group by user_id, flow, question;

  insert into question_days (day, flow, question, device, step, visitors, reached, continued, backs)
  select day, flow, question, device, step, count(*)::int, (count(*) filter (where shown))::int,
    (count(*) filter (where shown and answered))::int, sum(backs)::int
  from question_visitors
  where (user_id, flow, question) in (select * from unnest(ids, flows, questions)) and day is not null
  group by day, flow, question, device, step
  on conflict (day, flow, question, device, step) do update set
    visitors = question_days.visitors + excluded.visitors, reached = question_days.reached + excluded.reached,
    continued = question_days.continued + excluded.continued, backs = question_days.backs + excluded.backs;
end $$;
--> statement-breakpoint

-- Traffic sources: one visitor_cohorts row per tracking record, and daily counts of them.
create function analytics_refresh_cohorts(ids text[]) returns void language plpgsql as $$
begin
  with old as (
    delete from visitor_cohorts where user_id in (select unnest(ids)) returning *
  )
  update visitor_cohort_days d set
    visits = d.visits - o.visits, starts = d.starts - o.starts, completions = d.completions - o.completions,
    leads = d.leads - o.leads, introductions = d.introductions - o.introductions
  from (
    select (created_at at time zone 'UTC')::date as day, source, medium, campaign, count(*)::int as visits,
      (count(*) filter (where started))::int as starts, (count(*) filter (where completed))::int as completions,
      (count(*) filter (where lead))::int as leads, sum(introductions)::int as introductions
    from old
    group by 1, source, medium, campaign
  ) o
  where d.day = o.day and d.source = o.source and d.medium is not distinct from o.medium and d.campaign is not distinct from o.campaign;

  insert into visitor_cohorts (user_id, created_at, source, medium, campaign, started, completed, lead, introductions)
  select t.user_id, t.created_at,
    case when f.user_id is null then 'direct' else coalesce(f.source, '(not set)') end, f.medium, f.campaign,
    exists (select 1 from question_events q where q.user_id = t.user_id and q.kind = 'shown'),
    exists (select 1 from questionnaire_submissions s where s.user_id = t.user_id),
    exists (select 1 from leads l where l.user_id = t.user_id),
    (select count(*) from introductions i where i.user_id = t.user_id)::int
  from visit_trackers t
  left join (
    select distinct on (u.user_id) u.user_id, u.tags ->> 'source' as source, u.tags ->> 'medium' as medium, u.tags ->> 'campaign' as campaign
    from utm_records u
    where u.user_id in (select unnest(ids))
    order by u.user_id, u.created_at, u.id
  ) f on f.user_id = t.user_id
  where t.user_id in (select unnest(ids));

  insert into visitor_cohort_days (day, source, medium, campaign, visits, starts, completions, leads, introductions)
  select (created_at at time zone 'UTC')::date, source, medium, campaign, count(*)::int, (count(*) filter (where started))::int,
    (count(*) filter (where completed))::int, (count(*) filter (where lead))::int, sum(introductions)::int
  from visitor_cohorts
  where user_id in (select unnest(ids))
  group by 1, source, medium, campaign
  on conflict on constraint visitor_cohort_days_key do update set
    visits = visitor_cohort_days.visits + excluded.visits, starts = visitor_cohort_days.starts + excluded.starts,
    completions = visitor_cohort_days.completions + excluded.completions, leads = visitor_cohort_days.leads + excluded.leads,
    introductions = visitor_cohort_days.introductions + excluded.introductions;
end $$;
--> statement-breakpoint

-- A statement's changed rows, by visitor. The tracking records are locked first, so two
-- transactions refreshing one visitor run one after the other (the tracking ingest already holds
-- the lock: it upserts the record first).
create function analytics_summarise() returns trigger language plpgsql as $$
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
  perform analytics_refresh_cohorts(ids);
  return null;
end $$;
--> statement-breakpoint

-- Question events: the (visitor, flow, question) rows they belong to, and the cohort rows whose
-- "started" may change (new events change it only for a visitor not yet started who was shown a question).
create function analytics_summarise_questions() returns trigger language plpgsql as $$
declare
  ids text[];
  flows text[];
  questions text[];
  cohorts text[];
begin
  if TG_OP = 'INSERT' then
    select array_agg(user_id), array_agg(flow), array_agg(question) into ids, flows, questions
    from (select distinct user_id, flow, question from new_rows) changed;
    select array_agg(distinct n.user_id) into cohorts from new_rows n
    where n.kind = 'shown' and not exists (select 1 from visitor_cohorts c where c.user_id = n.user_id and c.started);
  else
    if TG_OP = 'DELETE' then
      select array_agg(user_id), array_agg(flow), array_agg(question) into ids, flows, questions
      from (select distinct user_id, flow, question from old_rows) changed;
    else
      select array_agg(user_id), array_agg(flow), array_agg(question) into ids, flows, questions
      from (select user_id, flow, question from new_rows union select user_id, flow, question from old_rows) changed;
    end if;
    select array_agg(distinct user_id) into cohorts from unnest(ids) as changed(user_id);
  end if;
  if ids is null then
    return null;
  end if;
  perform 1 from visit_trackers where user_id in (select unnest(ids)) order by user_id for update;
  perform analytics_refresh_questions(ids, flows, questions);
  if cohorts is not null then
    perform analytics_refresh_cohorts(cohorts);
  end if;
  return null;
end $$;
--> statement-breakpoint

-- A tracking record's start or owner changed (row by row: the ingest's upsert changes neither, so it costs nothing).
create function analytics_summarise_tracker() returns trigger language plpgsql as $$
begin
  perform analytics_refresh_cohorts(array[old.user_id, new.user_id]);
  return null;
end $$;
--> statement-breakpoint

create trigger analytics_summarise_insert after insert on question_events referencing new table as new_rows for each statement execute function analytics_summarise_questions();
--> statement-breakpoint
create trigger analytics_summarise_update after update on question_events referencing old table as old_rows new table as new_rows for each statement execute function analytics_summarise_questions();
--> statement-breakpoint
create trigger analytics_summarise_delete after delete on question_events referencing old table as old_rows for each statement execute function analytics_summarise_questions();
--> statement-breakpoint
create trigger analytics_summarise_insert after insert on visit_trackers referencing new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_update after update of user_id, created_at on visit_trackers for each row execute function analytics_summarise_tracker();
--> statement-breakpoint
create trigger analytics_summarise_delete after delete on visit_trackers referencing old table as old_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_insert after insert on utm_records referencing new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_update after update on utm_records referencing old table as old_rows new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_delete after delete on utm_records referencing old table as old_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_insert after insert on questionnaire_submissions referencing new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_update after update on questionnaire_submissions referencing old table as old_rows new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_delete after delete on questionnaire_submissions referencing old table as old_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_insert after insert on leads referencing new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_update after update on leads referencing old table as old_rows new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_delete after delete on leads referencing old table as old_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_insert after insert on introductions referencing new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_update after update on introductions referencing old table as old_rows new table as new_rows for each statement execute function analytics_summarise();
--> statement-breakpoint
create trigger analytics_summarise_delete after delete on introductions referencing old table as old_rows for each statement execute function analytics_summarise();
--> statement-breakpoint

-- The summaries of everything stored before they existed.
select analytics_refresh_questions(array_agg(user_id), array_agg(flow), array_agg(question))
from (select distinct user_id, flow, question from question_events) stored;
--> statement-breakpoint
select analytics_refresh_cohorts(array(select user_id from visit_trackers));
