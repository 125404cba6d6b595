/**
 * The `auth` schema as the auth server (GoTrue, supabase/auth migrations) creates it: the tables and
 * columns the dashboard reads (auth.users, auth.identities, auth.mfa_factors, auth.sessions) with
 * their types, defaults, generated columns and indexes. It backs the mock platform's database, the
 * mock auth server's admin API, the PostgreSQL tests and the 100,000-user bench.
 */

export const AUTH_SCHEMA_SQL = `
create schema if not exists auth;
do $$ begin
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'auth' and t.typname = 'factor_type') then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
    create type auth.factor_status as enum ('unverified', 'verified');
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end $$;
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);
create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create table if not exists auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
`

/**
 * `count` generated users, the same on every run (no randomness): e-mail users with identities,
 * every 10th a phone user, every 7th unconfirmed, every 50th anonymous, every 5th also on GitHub, and
 * a TOTP factor for every 20th. Ids are md5-derived uuids so cursors are stable between runs.
 */
export function authUsersSeedSql(count: number, prefix = 'user'): string {
  return `
insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
select '00000000-0000-0000-0000-000000000000', md5('${prefix}' || n)::uuid, 'authenticated', 'authenticated',
  case when n % 50 = 0 or n % 10 = 0 then null else '${prefix}' || n || '@example.com' end,
  case when n % 10 = 0 and n % 50 <> 0 then '1555' || lpad(n::text, 7, '0') end,
  '', case when n % 7 = 0 or n % 10 = 0 or n % 50 = 0 then null else timestamptz '2024-01-01' + n * interval '1 minute' end,
  case when n % 10 = 0 and n % 50 <> 0 and n % 7 <> 0 then timestamptz '2024-01-01' + n * interval '1 minute' end,
  case when n % 3 = 0 then null else timestamptz '2024-06-01' + n * interval '1 minute' end,
  case when n % 50 = 0 then '{"provider":"anonymous","providers":["anonymous"]}'::jsonb
       when n % 10 = 0 then '{"provider":"phone","providers":["phone"]}'::jsonb
       when n % 5 = 0 then '{"provider":"email","providers":["email","github"]}'::jsonb
       else '{"provider":"email","providers":["email"]}'::jsonb end,
  jsonb_build_object('name', 'User ' || n),
  timestamptz '2024-01-01' + n * interval '1 minute', timestamptz '2024-01-01' + n * interval '1 minute', n % 50 = 0
from generate_series(1, ${count}) n;
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select md5('${prefix}' || n)::uuid::text, md5('${prefix}' || n)::uuid,
  jsonb_build_object('sub', md5('${prefix}' || n)::uuid::text, 'email', '${prefix}' || n || '@example.com'), 'email',
  timestamptz '2024-01-01' + n * interval '1 minute', timestamptz '2024-01-01' + n * interval '1 minute'
from generate_series(1, ${count}) n where n % 10 <> 0 and n % 50 <> 0;
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select (100000 + n)::text, md5('${prefix}' || n)::uuid, jsonb_build_object('user_name', '${prefix}' || n), 'github',
  timestamptz '2024-01-01' + n * interval '1 minute', timestamptz '2024-01-01' + n * interval '1 minute'
from generate_series(1, ${count}) n where n % 5 = 0 and n % 10 <> 0;
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
select md5('factor' || '${prefix}' || n)::uuid, md5('${prefix}' || n)::uuid, 'Phone app', 'totp', 'verified',
  timestamptz '2024-02-01' + n * interval '1 minute', timestamptz '2024-02-01' + n * interval '1 minute'
from generate_series(1, ${count}) n where n % 20 = 0 and n % 50 <> 0;
analyze auth.users;
`
}
