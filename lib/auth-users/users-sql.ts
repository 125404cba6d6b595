import { quoteLiteral } from '@/lib/sql/quote'

/**
 * The SQL of the Users page. It reads the project's auth.users (the table the auth server keeps)
 * through the one SQL executor, as the platform's own dashboard does. Pages are found by keyset
 * (the last row's sort value and id), never OFFSET, so page 1,000 costs what page 1 costs; totals
 * come from the planner's estimate, never count(*) over a table that may hold millions of users.
 */

export const USERS_PAGE_SIZE = 50

export const USER_FILTERS = ['all', 'verified', 'unverified', 'anonymous'] as const
export type UserFilter = (typeof USER_FILTERS)[number]

export const USER_SORTS = ['created_at', 'email', 'last_sign_in_at'] as const
export type UserSort = (typeof USER_SORTS)[number]
export type SortOrder = 'asc' | 'desc'

/** Where the next page starts: the last row's sort key (as text) and id. */
export interface UsersCursor {
  value: string
  id: string
}

export interface UsersPageOptions {
  search?: string
  filter?: UserFilter
  providers?: readonly string[]
  sort?: UserSort
  order?: SortOrder
  cursor?: UsersCursor | null
  limit?: number
}

/** A row of the list, as the page SQL returns it. */
export interface UserListRow {
  id: string
  email: string | null
  phone: string | null
  created_at: string | null
  last_sign_in_at: string | null
  email_confirmed_at: string | null
  phone_confirmed_at: string | null
  banned_until: string | null
  is_anonymous: boolean | null
  /** raw_app_meta_data.providers as stored (an array of names, unless something else wrote it). */
  providers: unknown
  /** The row's sort key as text: the cursor of the page after it. */
  sort_key: string
}

/**
 * Each sort's key: never null (a null would fall out of the row comparison), so users without an
 * e-mail or a sign-in sort first ascending, last descending.
 */
const SORT_KEYS: Record<UserSort, { expression: string; cast: string }> = {
  created_at: { expression: "coalesce(u.created_at, '-infinity'::timestamptz)", cast: 'timestamptz' },
  email: { expression: "coalesce(u.email, '')", cast: 'text' },
  last_sign_in_at: { expression: "coalesce(u.last_sign_in_at, '-infinity'::timestamptz)", cast: 'timestamptz' },
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** LIKE pattern of a search term: its own % and _ match themselves. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export function buildUsersWhere({ search, filter = 'all', providers = [] }: UsersPageOptions): string[] {
  const conditions: string[] = []
  const term = search?.trim()
  if (term) {
    if (UUID.test(term)) conditions.push(`u.id = ${quoteLiteral(term.toLowerCase())}::uuid`)
    else {
      const pattern = quoteLiteral(containsPattern(term))
      conditions.push(`(u.email ilike ${pattern} or u.phone ilike ${pattern})`)
    }
  }
  if (filter === 'verified') conditions.push('(u.email_confirmed_at is not null or u.phone_confirmed_at is not null)')
  if (filter === 'unverified') conditions.push('(u.email_confirmed_at is null and u.phone_confirmed_at is null)')
  if (filter === 'anonymous') conditions.push('u.is_anonymous is true')
  if (providers.length > 0) {
    conditions.push(`(u.raw_app_meta_data -> 'providers') ?| array[${providers.map(quoteLiteral).join(', ')}]::text[]`)
  }
  return conditions
}

/** One page of users: 50 rows after the cursor in the chosen order, with each row's next cursor. */
export function buildUsersPageSql(options: UsersPageOptions): string {
  const { sort = 'created_at', order = 'desc', cursor, limit = USERS_PAGE_SIZE } = options
  const key = SORT_KEYS[sort]
  const direction = order === 'asc' ? 'asc' : 'desc'
  const conditions = buildUsersWhere(options)
  if (cursor) {
    const comparison = direction === 'asc' ? '>' : '<'
    conditions.push(
      `(${key.expression}, u.id) ${comparison} (${quoteLiteral(cursor.value)}::${key.cast}, ${quoteLiteral(cursor.id)}::uuid)`
    )
  }
  const where = conditions.length > 0 ? `\nwhere ${conditions.join('\n  and ')}` : ''
  return `select u.id, u.email, u.phone, u.created_at, u.last_sign_in_at, u.email_confirmed_at, u.phone_confirmed_at,
  u.banned_until, u.is_anonymous,
  u.raw_app_meta_data -> 'providers' as providers,
  ${key.expression}::text as sort_key
from auth.users u${where}
order by ${key.expression} ${direction}, u.id ${direction}
limit ${Math.max(1, Math.min(1000, Math.trunc(limit)))}`
}

/** The cursor after a page, or null when it was the last one. */
export function nextCursor(rows: readonly UserListRow[], limit = USERS_PAGE_SIZE): UsersCursor | null {
  if (rows.length < limit) return null
  const last = rows[rows.length - 1]
  return { value: last.sort_key, id: last.id }
}

/**
 * Whether the project has auth.users at all, roughly how many (the planner's estimate; -1 when the
 * table was never analysed) and which API roles can read it past row level security (an RLS gap).
 */
export function buildAuthUsersStatusSql(): string {
  return `select c.oid is not null as has_auth_users,
  coalesce(c.reltuples, -1)::bigint as estimate,
  coalesce(c.relrowsecurity, false) as rls_enabled,
  coalesce(array(
    select r.rolname::text from pg_roles r
    where c.oid is not null and r.rolname in ('anon', 'authenticated')
      and has_table_privilege(r.oid, c.oid, 'SELECT')
    order by r.rolname
  ), '{}') as readable_by
from (select to_regclass('auth.users') as oid) t
left join pg_class c on c.oid = t.oid`
}

/** A small table never analysed has no estimate: count it, but never past a bound. */
export const ESTIMATE_FALLBACK_LIMIT = 10_000

export function buildBoundedUsersCountSql(): string {
  return `select count(*)::int as count from (select 1 from auth.users limit ${ESTIMATE_FALLBACK_LIMIT + 1}) bounded`
}

/** Everything the user panel shows: the row, its identities and its MFA factors. */
export function buildUserDetailSql(id: string): string {
  const literal = `${quoteLiteral(id)}::uuid`
  return `select u.id, u.email, u.phone, u.created_at, u.updated_at, u.last_sign_in_at, u.email_confirmed_at,
  u.phone_confirmed_at, u.confirmed_at, u.invited_at, u.banned_until, u.is_anonymous,
  u.raw_app_meta_data, u.raw_user_meta_data,
  coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'provider', i.provider, 'email', i.email,
      'created_at', i.created_at, 'last_sign_in_at', i.last_sign_in_at) order by i.created_at)
    from auth.identities i where i.user_id = u.id), '[]'::jsonb) as identities,
  coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', f.friendly_name,
      'factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at) order by f.created_at)
    from auth.mfa_factors f where f.user_id = u.id), '[]'::jsonb) as factors
from auth.users u
where u.id = ${literal}`
}
