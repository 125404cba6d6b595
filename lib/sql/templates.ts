/**
 * Starting points for the SQL editor: each opens as a new snippet (`/sql/new?template=<id>`), to be
 * read and edited before it runs. Names in them are examples the user is expected to change.
 */
export interface SqlTemplate {
  id: string
  title: string
  description: string
  sql: string
}

export const SQL_TEMPLATES: readonly SqlTemplate[] = [
  {
    id: 'table-with-rls',
    title: 'Create a table with row level security',
    description: 'A table whose rows belong to users, readable and writable only by their owner.',
    sql: `create table public.notes (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid(),
  body text not null,
  created_at timestamptz not null default now()
);

alter table public.notes enable row level security;

create policy "Users read their own notes" on public.notes
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Users add their own notes" on public.notes
  for insert to authenticated with check ((select auth.uid()) = user_id);
`,
  },
  {
    id: 'updated-at-trigger',
    title: 'Stamp updated_at with a trigger',
    description: 'Keeps an updated_at column current on every update.',
    sql: `alter table public.notes add column if not exists updated_at timestamptz not null default now();

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger notes_set_updated_at
  before update on public.notes
  for each row execute function public.set_updated_at();
`,
  },
  {
    id: 'full-text-search',
    title: 'Full-text search index',
    description: 'A generated tsvector column with a GIN index, and a query that uses it.',
    sql: `alter table public.notes
  add column if not exists body_search tsvector generated always as (to_tsvector('english', body)) stored;

create index if not exists notes_body_search_idx on public.notes using gin (body_search);

select id, body
from public.notes
where body_search @@ websearch_to_tsquery('english', 'postgres -mysql')
order by ts_rank(body_search, websearch_to_tsquery('english', 'postgres -mysql')) desc
limit 20;
`,
  },
  {
    id: 'security-invoker-view',
    title: 'View with security invoker',
    description: "A view that applies the querying user's row level security, not its owner's.",
    sql: `create view public.recent_notes
with (security_invoker = true)
as
  select id, body, created_at
  from public.notes
  where created_at > now() - interval '7 days';
`,
  },
  {
    id: 'cron-job',
    title: 'Schedule a cron job',
    description: 'Runs SQL on a schedule with pg_cron (enable the extension first).',
    sql: `select cron.schedule(
  'delete-old-notes',
  '0 3 * * *',
  $$ delete from public.notes where created_at < now() - interval '90 days' $$
);

-- See the jobs and their last runs:
select jobid, jobname, schedule, command from cron.job;
`,
  },
  {
    id: 'largest-tables',
    title: 'List the largest tables',
    description: 'Tables by total size, with their indexes and TOAST data.',
    sql: `select
  n.nspname as schema,
  c.relname as table,
  pg_size_pretty(pg_total_relation_size(c.oid)) as total_size,
  c.reltuples::bigint as estimated_rows
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
order by pg_total_relation_size(c.oid) desc
limit 20;
`,
  },
  {
    id: 'long-running-queries',
    title: 'Find long-running queries',
    description: 'Statements running for more than a minute, with how to stop one.',
    sql: `select pid, usename, state, now() - query_start as running_for, query
from pg_stat_activity
where state <> 'idle' and query_start < now() - interval '1 minute'
order by query_start;

-- Stop one (replace 12345 with its pid):
-- select pg_cancel_backend(12345);
`,
  },
]

export function findSqlTemplate(id: string | null | undefined): SqlTemplate | undefined {
  return id ? SQL_TEMPLATES.find((template) => template.id === id) : undefined
}

/** The editor URL that opens a template as a new snippet. */
export function sqlTemplatePath(projectRef: string, id: string): string {
  return `/project/${encodeURIComponent(projectRef)}/sql/new?template=${encodeURIComponent(id)}`
}
