import type { Snippet, UpsertSnippetBody } from '@/lib/api/types'

/** SPEC §2: /project/{ref}/sql/{id}, where id may be "new" (a snippet not saved yet). */
export const NEW_SNIPPET_ID = 'new'
export const DEFAULT_SNIPPET_NAME = 'Untitled query'

export function sqlEditorPath(projectRef: string, snippetId: string): string {
  return `/project/${encodeURIComponent(projectRef)}/sql/${encodeURIComponent(snippetId)}`
}

/** The snippet id of a SQL-editor pathname (without the base path), or null elsewhere. */
export function snippetIdFromPath(pathname: string | null | undefined): string | null {
  const match = /\/project\/[^/]+\/sql\/([^/?#]+)\/?$/.exec(pathname ?? '')
  return match ? decodeURIComponent(match[1]) : null
}

export interface SnippetDraft {
  id: string
  name: string
  sql: string
}

/** The PUT body that saves a draft, keeping the settings of the snippet it updates. */
export function toUpsertSnippetBody(draft: SnippetDraft, existing?: Snippet): UpsertSnippetBody {
  return {
    id: draft.id,
    name: draft.name.trim() || DEFAULT_SNIPPET_NAME,
    description: existing?.description ?? null,
    type: 'sql',
    visibility: existing?.visibility ?? 'user',
    favorite: existing?.favorite ?? false,
    content: { sql: draft.sql, schema_version: '1.0' },
  }
}

/** By name (locale-aware), then by creation: an autosave never makes the list jump around. */
export function sortSnippets(snippets: readonly Snippet[]): Snippet[] {
  return [...snippets].sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }) ||
      // A platform answer may leave inserted_at out: such snippets keep their order among equal names.
      (a.inserted_at ?? '').localeCompare(b.inserted_at ?? '')
  )
}
