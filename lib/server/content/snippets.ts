import 'server-only'

import { z } from 'zod'

import type { components } from '@/lib/api/platform'
import { type Database, toDatabaseQueryError, toTextArrayLiteral } from '@/lib/server/db/database'
import { HttpError } from '@/lib/server/http/http-error'
import { parseWith } from '@/lib/server/http/read-body'
import { DASHBOARD_SCHEMA } from '@/lib/server/pg-meta/schema-filter'

export type Snippet = components['schemas']['Snippet']

// Snippets live in the project's own database, so they survive restarts and travel with its backups.
const SNIPPETS_TABLE = `${DASHBOARD_SCHEMA}.snippets`
const SETUP_SQL = `
create schema if not exists ${DASHBOARD_SCHEMA};
create table if not exists ${SNIPPETS_TABLE} (
  id uuid primary key,
  name text not null,
  description text,
  type text not null default 'sql',
  visibility text not null default 'user',
  favorite boolean not null default false,
  content jsonb not null,
  owner_id integer not null default 1,
  inserted_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
)`
const COLUMNS = 'id, name, description, type, visibility, favorite, content, owner_id, inserted_at, updated_at'

// One setup per database per process; forgotten if it fails or the schema is dropped, so it is redone.
const setups = new WeakMap<Database, Promise<unknown>>()

async function withSnippetsTable<T>(database: Database, run: () => Promise<T>): Promise<T> {
  const setup = async () => {
    let pending = setups.get(database)
    if (!pending) {
      pending = database.query(SETUP_SQL)
      setups.set(database, pending)
      pending.catch(() => setups.delete(database))
    }
    await pending
  }
  await setup()
  try {
    return await run()
  } catch (error) {
    // 42P01 undefined table, 3F000 undefined schema: someone dropped it since; create it again once.
    const code = toDatabaseQueryError(error)?.code
    if (code !== '42P01' && code !== '3F000') throw error
    setups.delete(database)
    await setup()
    return run()
  }
}

type SnippetRow = Omit<Snippet, 'project_id'>

/** SQL editor snippets and saved logs explorer queries (the platform's content types of the same names). */
const CONTENT_TYPES = ['sql', 'log_sql'] as const
type ContentType = (typeof CONTENT_TYPES)[number]

export async function listSnippets(database: Database, projectId: number, type: string | null): Promise<{ data: Snippet[] }> {
  if (type !== null && !CONTENT_TYPES.includes(type as ContentType)) {
    throw new HttpError(400, `Unknown content type "${type}": only ${CONTENT_TYPES.map((name) => `"${name}"`).join(' and ')} are stored`)
  }
  const { rows } = await withSnippetsTable(database, () =>
    type === null
      ? database.query<SnippetRow>(`select ${COLUMNS} from ${SNIPPETS_TABLE} order by inserted_at, id`)
      : database.query<SnippetRow>(`select ${COLUMNS} from ${SNIPPETS_TABLE} where type = $1 order by inserted_at, id`, [type])
  )
  return { data: rows.map((row) => ({ ...row, project_id: projectId })) }
}

const upsertSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(256),
  description: z.string().nullable().optional(),
  type: z.enum(CONTENT_TYPES).default('sql'),
  visibility: z.enum(['user', 'project']).default('user'),
  favorite: z.boolean().default(false),
  content: z.object({ sql: z.string(), schema_version: z.enum(['1.0', '1']).optional() }),
})

/** Creates or replaces a snippet by id (PUT /content); inserted_at is kept, updated_at moves. */
export async function upsertSnippet(database: Database, projectId: number, body: unknown): Promise<Snippet> {
  const input = parseWith(upsertSchema, body)
  const { rows } = await withSnippetsTable(database, () =>
    database.query<SnippetRow>(
      `insert into ${SNIPPETS_TABLE} (id, name, description, type, visibility, favorite, content)
       values ($1::uuid, $2, $3, $4, $5, $6::boolean, $7::jsonb)
       on conflict (id) do update set name = excluded.name, description = excluded.description, type = excluded.type,
         visibility = excluded.visibility, favorite = excluded.favorite, content = excluded.content, updated_at = now()
       returning ${COLUMNS}`,
      [
        input.id,
        input.name,
        input.description ?? null,
        input.type,
        input.visibility,
        input.favorite,
        JSON.stringify({ sql: input.content.sql, schema_version: input.content.schema_version ?? (input.type === 'log_sql' ? '1' : '1.0') }),
      ]
    )
  )
  return { ...rows[0], project_id: projectId }
}

/** Deletes snippets by id (?ids=a,b); answers the ids that existed. */
export async function deleteSnippets(database: Database, idsParam: string | null): Promise<{ id: string }[]> {
  const ids = (idsParam ?? '').split(',').map((id) => id.trim()).filter(Boolean)
  const invalid = ids.filter((id) => !z.uuid().safeParse(id).success)
  if (ids.length === 0) throw new HttpError(400, 'Pass the snippets to delete as ?ids=<uuid>,<uuid>')
  if (invalid.length > 0) throw new HttpError(400, `Not snippet ids: ${invalid.join(', ')}`)
  const { rows } = await withSnippetsTable(database, () =>
    database.query<{ id: string }>(`delete from ${SNIPPETS_TABLE} where id = any($1::uuid[]) returning id`, [
      toTextArrayLiteral(ids),
    ])
  )
  return rows
}
