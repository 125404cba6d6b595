/**
 * A project's auth server as the mock plays it, written from GoTrue's admin API documentation: users
 * live in the project's own `auth` tables (mock-platform/auth-schema.ts), so what the dashboard lists
 * through SQL and what the admin API changes are the same rows, as with a real auth server.
 */

export interface AuthDatabase {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

/** GoTrue's error body: {code, error_code, msg}. */
export class AuthServerError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string
  ) {
    super(message)
  }
  toBody() {
    return { code: this.status, error_code: this.errorCode, msg: this.message }
  }
}

const USER_COLUMNS = `u.id, u.aud, u.role, u.email, u.phone, u.email_confirmed_at, u.phone_confirmed_at, u.confirmed_at,
  u.last_sign_in_at, u.raw_app_meta_data as app_metadata, u.raw_user_meta_data as user_metadata, u.created_at, u.updated_at,
  u.banned_until, u.invited_at, u.is_anonymous`

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MIN_PASSWORD_LENGTH = 6

export interface AdminUserParams {
  email?: string
  phone?: string
  password?: string
  email_confirm?: boolean
  phone_confirm?: boolean
  ban_duration?: string
}

export async function getUser(db: AuthDatabase, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AuthServerError(404, 'user_not_found', 'User not found')
  const { rows } = await db.query(`select ${USER_COLUMNS} from auth.users u where u.id = $1`, [id])
  if (!rows[0]) throw new AuthServerError(404, 'user_not_found', 'User not found')
  const identities = await db.query(
    'select id, provider_id as identity_id, user_id, identity_data, provider, created_at, updated_at, last_sign_in_at, email from auth.identities where user_id = $1',
    [id]
  )
  const factors = await db.query('select id, friendly_name, factor_type, status, created_at, updated_at from auth.mfa_factors where user_id = $1', [id])
  return { ...rows[0], identities: identities.rows, factors: factors.rows }
}

export async function listUsers(db: AuthDatabase, page: number, perPage: number) {
  const { rows } = await db.query(`select ${USER_COLUMNS} from auth.users u order by u.created_at desc, u.id limit $1 offset $2`, [
    perPage,
    (page - 1) * perPage,
  ])
  return { users: rows, aud: 'authenticated' }
}

/** POST /admin/users (and /invite): one user with an e-mail identity. */
export async function createUser(db: AuthDatabase, params: AdminUserParams, { isInvite = false } = {}) {
  const email = params.email?.trim().toLowerCase()
  if (!email && !params.phone) throw new AuthServerError(400, 'validation_failed', 'Unable to validate request: email or phone is required')
  if (email && !EMAIL.test(email)) throw new AuthServerError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  if (params.password !== undefined && params.password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthServerError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  if (email) {
    const existing = await db.query('select 1 from auth.users where lower(email) = $1', [email])
    if (existing.rows.length > 0) throw new AuthServerError(422, 'email_exists', 'A user with this email address has already been registered')
  }
  const provider = email ? 'email' : 'phone'
  const { rows } = await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
       invited_at, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, $3,
       case when $4 then now() end, case when $5 then now() end, case when $6 then now() end, case when $6 then now() end,
       jsonb_build_object('provider', $7::text, 'providers', jsonb_build_array($7::text)), '{}', now(), now())
     returning id`,
    [email ?? null, params.phone ?? null, params.password ? 'mock-hash' : '', Boolean(params.email_confirm), Boolean(params.phone_confirm), isInvite, provider]
  )
  const id = String(rows[0].id)
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $2::uuid, jsonb_build_object('sub', $1::text, 'email', $3::text), $4, now(), now())`,
    [id, id, email ?? null, provider]
  )
  return getUser(db, id)
}

/** PUT /admin/users/{id}: the dashboard sends ban_duration ("24h" or "none"). */
export async function updateUser(db: AuthDatabase, id: string, params: AdminUserParams) {
  await getUser(db, id)
  if (params.ban_duration !== undefined) {
    const match = /^(\d+)h$/.exec(params.ban_duration)
    if (params.ban_duration !== 'none' && !match) {
      throw new AuthServerError(400, 'validation_failed', 'invalid format for ban duration: time: invalid duration')
    }
    await db.query("update auth.users set banned_until = case when $2::int is null then null else now() + make_interval(hours => $2::int) end, updated_at = now() where id = $1", [
      id,
      match ? Number(match[1]) : null,
    ])
  }
  return getUser(db, id)
}

export async function deleteUser(db: AuthDatabase, id: string) {
  await getUser(db, id)
  await db.query('delete from auth.users where id = $1', [id])
  return {}
}

export async function listFactors(db: AuthDatabase, userId: string) {
  await getUser(db, userId)
  return (await db.query('select id, friendly_name, factor_type, status, created_at, updated_at from auth.mfa_factors where user_id = $1', [userId])).rows
}

export async function deleteFactor(db: AuthDatabase, userId: string, factorId: string) {
  const { rows } = await db.query('delete from auth.mfa_factors where user_id = $1 and id::text = $2 returning id, factor_type, status', [userId, factorId])
  if (!rows[0]) throw new AuthServerError(404, 'mfa_factor_not_found', 'Factor not found')
  return rows[0]
}

/** /recover, /magiclink, /otp: the user must exist (GoTrue answers 200 either way; the mock says so). */
export async function findUserByContact(db: AuthDatabase, { email, phone }: { email?: string; phone?: string }) {
  if (!email && !phone) throw new AuthServerError(400, 'validation_failed', 'email or phone is required')
  const { rows } = email
    ? await db.query('select id from auth.users where lower(email) = lower($1)', [email])
    : await db.query('select id from auth.users where phone = $1', [phone])
  if (!rows[0]) throw new AuthServerError(404, 'user_not_found', 'User not found')
  return String(rows[0].id)
}

export async function markSent(db: AuthDatabase, userId: string, kind: 'recovery' | 'confirmation') {
  const column = kind === 'recovery' ? 'recovery_sent_at' : 'confirmation_sent_at'
  await db.query(`update auth.users set ${column} = now() where id = $1`, [userId])
}
