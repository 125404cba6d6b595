import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'
import { readFunctionForm, relativeEntrypoint, sortFunctionFiles, type FunctionFile } from '@/lib/functions/deploy-form'

import { edgeFunctionKeys } from './keys'

export interface EdgeFunctionBody {
  files: FunctionFile[]
  entrypoint: string
}

/** The deployed source files (the body answers multipart form data: metadata plus one part per file). */
export async function getEdgeFunctionBody({ projectRef, slug }: { projectRef?: string; slug?: string }, signal?: AbortSignal): Promise<EdgeFunctionBody> {
  if (!projectRef) throw new Error('projectRef is required')
  if (!slug) throw new Error('slug is required')
  const { error, response } = await platform.GET('/v1/projects/{ref}/functions/{function_slug}/body', {
    params: { path: { ref: projectRef, function_slug: slug } },
    headers: { Accept: 'multipart/form-data' },
    parseAs: 'stream',
    signal,
  })
  if (error) handleError(error)
  let form: FormData
  try {
    form = await response.formData()
  } catch {
    throw new Error('The function body is not multipart form data')
  }
  const { metadata, files } = await readFunctionForm(form)
  const entrypoint = relativeEntrypoint(metadata.entrypoint_path, slug)
  return { files: sortFunctionFiles(files, entrypoint), entrypoint }
}

export function useEdgeFunctionBodyQuery({ projectRef, slug }: { projectRef?: string; slug?: string }, { enabled = true } = {}) {
  return useQuery<EdgeFunctionBody, ResponseError>({
    queryKey: edgeFunctionKeys.body(projectRef, slug),
    queryFn: ({ signal }) => getEdgeFunctionBody({ projectRef, slug }, signal),
    enabled: enabled && Boolean(projectRef && slug),
    // Edits live in the editor; a refetch on focus must not look like the code changed underneath.
    refetchOnWindowFocus: false,
  })
}
