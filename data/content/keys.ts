import type { Schemas } from '@/lib/api/types'

/** Query keys of a project's saved content (SQL snippets). */
export const contentKeys = {
  all: (ref: string | undefined) => ['projects', ref, 'content'] as const,
  list: (ref: string | undefined, type: Schemas['SnippetType']) => ['projects', ref, 'content', type] as const,
}
