/** The analytics bench's data set, generated inside the database (see analytics.ts). */
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { summarisePageVisits } from "@/server/db/queries/analytics";
import { deviceClass } from "@/server/db/schema";

const VISITORS = 100_000;
const PAGE_VISITS = 1_000_000;
const QUESTION_EVENTS = 200_000;
const AB_EVENTS = 50_000;

/**
 * Rows are generated in time order, as they arrive in real life (created_at rises with the row number).
 * The funnel's and traffic sources' summaries are built by the same triggers that keep them for the
 * app's own writes (drizzle/0004_analytics_summaries.sql), as each statement inserts its rows.
 */
export async function seed(db: Database): Promise<void> {
  // The device classes as an SQL array literal, from the schema's enum.
  const devices = sql.raw(`array[${deviceClass.enumValues.map((name) => `'${name}'`).join(", ")}]`);
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  await run(sql`insert into users (id, name, email, is_anonymous)
    select 'bench-' || i, 'Anonymous', 'bench-' || i || '@visitors.invalid', true from generate_series(1, ${VISITORS}) i`);
  await run(sql`insert into visit_trackers (user_id, device, created_at)
    select 'bench-' || i, (${devices})[1 + i % 3]::device_class, now() - (1 - i::float8 / ${VISITORS}) * interval '90 days'
    from generate_series(1, ${VISITORS}) i`);
  await run(sql`insert into utm_records (user_id, url, tags, created_at)
    select 'bench-' || i, 'bench.test/?utm_source=s',
      jsonb_build_object('source', (array['google', 'newsletter', 'facebook', 'linkedin', 'partner'])[1 + i % 5], 'medium', (array['cpc', 'email', 'social'])[1 + i % 3], 'campaign', 'campaign-' || (i % 7)),
      now() - (1 - i::float8 / ${VISITORS}) * interval '90 days'
    from generate_series(1, ${VISITORS}) i where i % 5 <> 0 and i % 3 <> 0`);
  await run(sql`insert into page_visits (user_id, url, elapsed_time, start_time, end_time, scroll_y_top, scroll_y_bottom, view_port_height, view_port_width, ended_by, created_at)
    select 'bench-' || (1 + (i::bigint * 7919) % ${VISITORS}), 'bench.test/page-' || (i % 60), (random() * 120)::int, t - interval '1 minute', t, 0, (random() * 5000)::int, 800, 1280,
      case when i % 5 = 0 then 'idle' else 'route-change' end, t
    from (select i, now() - (1 - i::float8 / ${PAGE_VISITS}) * interval '90 days' as t from generate_series(1, ${PAGE_VISITS}) i) s`);
  // The Pages table's daily summaries, which the tracking ingest keeps as visits arrive.
  await summarisePageVisits(db, sql`true`);
  await run(sql`insert into question_events (user_id, flow, question, step, kind, left_by, time_spent_ms, device, created_at)
    select 'bench-' || v, case when v % 10 = 0 then 'partner' else 'proforma' end, 'question-' || step, step,
      k::question_event_kind, case when k = 'left' then (array['back', 'exit'])[1 + i % 2] end,
      case when k = 'shown' then null else (random() * 60000)::int end,
      (${devices})[1 + v % 3]::device_class, now() - (1 - i::float8 / ${QUESTION_EVENTS}) * interval '90 days'
    from (select i, 1 + i % 25000 as v, 1 + (i / 25000) % 12 as step, (array['shown', 'shown', 'answered', 'answered', 'left'])[1 + (i / 7) % 5] as k
          from generate_series(0, ${QUESTION_EVENTS - 1}) i) s`);
  await run(sql`insert into ab_events (user_id, kind, title, testing, url, created_at)
    select 'bench-' || (1 + i % 40000), case when i < 40000 then 'load' else 'action' end::ab_event_kind, 'home-cta-wording',
      (array['compare-now', 'find-my-matches'])[1 + i % 2], 'bench.test/', now() - (1 - i::float8 / ${AB_EVENTS}) * interval '90 days'
    from generate_series(0, ${AB_EVENTS - 1}) i`);
  await run(sql`insert into questionnaire_submissions (user_id, answers) select 'bench-' || i, '{}'::jsonb from generate_series(1, 10000) i`);
  await run(sql`insert into leads (user_id, segment, first_name, last_name, phone_number, email, terms_accepted_at)
    select 'bench-' || i, 'standard', 'A', 'B', '+447911123456', 'bench@example.co.uk', now() from generate_series(1, 3000) i`);
  await run(sql`analyze`);
}

