import type { Schemas } from '@/lib/api/types'
import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's saved content (SQL snippets). */
export const contentKeys = {
  all: (ref: string | undefined) => [...projectKeys.all(ref), 'content'] as const,
  list: (ref: string | undefined, type: Schemas['SnippetType']) => [...projectKeys.all(ref), 'content', type] as const,
}
