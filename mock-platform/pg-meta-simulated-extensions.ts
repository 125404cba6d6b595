import type { components } from '@/lib/api/platform'

/**
 * Extensions a hosted project has that PGlite cannot load (pg_cron, pg_net, supabase_vault): the
 * 'integrations' scenario stands their schemas up in the mock database as plain tables and
 * functions with the real ones' names and signatures, so the integration pages can set things up
 * against the mock and specs can read back what was made. Nothing is scheduled, sent or encrypted.
 */

export const SIMULATED_EXTENSION_NAMES = ['pg_cron', 'pg_net', 'supabase_vault'] as const
export type SimulatedExtension = (typeof SIMULATED_EXTENSION_NAMES)[number]

const SQL: Record<SimulatedExtension, string> = {
  pg_cron: `
create schema cron;
create table cron.job (
  jobid bigserial primary key, schedule text not null, command text not null,
  nodename text not null default 'localhost', nodeport int not null default 5432,
  database text not null default current_database(), username text not null default current_user,
  active boolean not null default true, jobname text unique
);
create table cron.job_run_details (
  jobid bigint, runid bigserial primary key, job_pid int, database text, username text, command text,
  status text, return_message text, start_time timestamptz, end_time timestamptz
);
-- pg_cron checks the schedule when it is given; so does the stand-in, in pg_cron's words.
create function cron.check_schedule(schedule text) returns void language plpgsql as $$
begin
  if schedule !~ '^\\s*([1-9]|[1-5][0-9]) seconds?\\s*$'
     and array_length(regexp_split_to_array(trim(schedule), '\\s+'), 1) is distinct from 5 then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
end $$;
create function cron.schedule(job_name text, schedule text, command text) returns bigint language plpgsql as $$
declare id bigint;
begin
  perform cron.check_schedule(schedule);
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into id;
  return id;
end $$;
create function cron.alter_job(job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null) returns void language plpgsql as $$
begin
  if schedule is not null then perform cron.check_schedule(schedule); end if;
  update cron.job j set schedule = coalesce(alter_job.schedule, j.schedule), command = coalesce(alter_job.command, j.command),
    active = coalesce(alter_job.active, j.active) where j.jobid = job_id;
  if not found then raise exception 'Job % does not exist', job_id; end if;
end $$;
create function cron.unschedule(job_id bigint) returns boolean language plpgsql as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
  return true;
end $$;
`,
  pg_net: `
create schema net;
create table net.http_request_queue (id bigserial primary key, method text, url text, headers jsonb, params jsonb, body jsonb, timeout_milliseconds int);
create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{"Content-Type": "application/json"}',
  timeout_milliseconds int default 5000) returns bigint language sql as $$
  insert into net.http_request_queue (method, url, headers, params, body, timeout_milliseconds)
  values ('POST', url, headers, params, body, timeout_milliseconds) returning id $$;
create function net.http_get(url text, params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds int default 5000)
  returns bigint language sql as $$
  insert into net.http_request_queue (method, url, headers, params, timeout_milliseconds)
  values ('GET', url, headers, params, timeout_milliseconds) returning id $$;
-- The platform's webhook function: it reads the trigger's arguments and queues the request through pg_net.
create schema supabase_functions;
create function supabase_functions.http_request() returns trigger language plpgsql as $$
begin
  if upper(coalesce(tg_argv[1], 'POST')) = 'GET' then
    perform net.http_get(tg_argv[0], coalesce(tg_argv[3], '{}')::jsonb, coalesce(tg_argv[2], '{}')::jsonb, coalesce(tg_argv[4], '5000')::int);
  else
    perform net.http_post(tg_argv[0], jsonb_build_object('type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema,
      'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end, 'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end),
      coalesce(tg_argv[3], '{}')::jsonb, coalesce(tg_argv[2], '{}')::jsonb, coalesce(tg_argv[4], '5000')::int);
  end if;
  return coalesce(new, old);
end $$;
`,
  supabase_vault: `
create schema vault;
create table vault.secrets (
  id uuid primary key default gen_random_uuid(), name text unique, description text not null default '',
  secret text not null, created_at timestamptz not null default now(), updated_at timestamptz not null default now()
);
create view vault.decrypted_secrets as select *, secret as decrypted_secret from vault.secrets;
create function vault.create_secret(new_secret text, new_name text default null, new_description text default '') returns uuid language sql as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id $$;
create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null)
  returns void language sql as $$
  update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
    description = coalesce(new_description, description), updated_at = now() where id = secret_id $$;
`,
}

const VERSIONS: Record<SimulatedExtension, { version: string; schema: string; comment: string }> = {
  pg_cron: { version: '1.6', schema: 'pg_catalog', comment: 'Job scheduler for PostgreSQL' },
  pg_net: { version: '0.14.0', schema: 'extensions', comment: 'Async HTTP' },
  supabase_vault: { version: '0.3.1', schema: 'vault', comment: 'Supabase Vault Extension' },
}

/**
 * The statements that stand the extensions up, after the seed. The mock database outlives a
 * scenario, so what an earlier one stood up is dropped first.
 */
export function simulatedExtensionsSql(names: readonly SimulatedExtension[]): string {
  return ['drop schema if exists cron, net, supabase_functions, vault cascade;', ...names.map((name) => SQL[name])].join('\n')
}

/** The extension list with the simulated ones shown as installed. */
export function withSimulatedExtensions(
  list: components['schemas']['PgExtension'][],
  names: readonly SimulatedExtension[]
): components['schemas']['PgExtension'][] {
  const simulated = names.map((name) => ({
    name,
    schema: VERSIONS[name].schema,
    default_version: VERSIONS[name].version,
    installed_version: VERSIONS[name].version,
    comment: VERSIONS[name].comment,
  }))
  return [...list.filter((extension) => !names.includes(extension.name as SimulatedExtension)), ...simulated].sort((a, b) => a.name.localeCompare(b.name))
}
