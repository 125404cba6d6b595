import { useQuery } from '@tanstack/react-query'

import type { PreviewKind } from '@/lib/storage/object-paths'

import { readObjectText } from './object-download'
import { signObjectUrl, type ObjectUrlVariables } from './object-url'
import { storageKeys } from './keys'

/** Long enough to watch a video to its end. */
const PREVIEW_URL_SECONDS = 3600

export type ObjectPreviewData = { kind: 'text'; text: string } | { kind: 'url'; url: string }

/** What the preview shows: the text of text and JSON files, a signed URL for media and PDFs. */
export function useObjectPreviewQuery(variables: ObjectUrlVariables & { kind: PreviewKind }, { enabled = true } = {}) {
  const { kind, ...object } = variables
  return useQuery<ObjectPreviewData, Error>({
    queryKey: [...storageKeys.bucketObjects(object.projectRef, object.bucketId), 'preview', object.path, kind] as const,
    queryFn: async ({ signal }) =>
      kind === 'text' || kind === 'json'
        ? { kind: 'text', text: await readObjectText(object, signal) }
        : { kind: 'url', url: await signObjectUrl({ ...object, expiresIn: PREVIEW_URL_SECONDS }, signal) },
    enabled: enabled && kind !== 'none',
    staleTime: 60_000,
    retry: false,
  })
}
