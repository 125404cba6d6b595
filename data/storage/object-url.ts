import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'

/**
 * URLs a browser opens for one object: signed (expires after `expiresIn` seconds; how downloads and
 * previews read private objects) or public (only serves objects of public buckets).
 */
export interface ObjectUrlVariables {
  projectRef: string
  bucketId: string
  path: string
}

export async function signObjectUrl(
  { projectRef, bucketId, path, expiresIn, download = false }: ObjectUrlVariables & { expiresIn: number; download?: boolean },
  signal?: AbortSignal
): Promise<string> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/storage/{ref}/buckets/{id}/objects/sign', {
    params: { path: { ref: projectRef, id: bucketId } },
    body: { path, expiresIn, options: download ? { download: true } : undefined },
    signal,
  })
  if (error) handleError(error)
  if (typeof data?.signedUrl !== 'string') throw new Error('The platform answered without a signed URL')
  return data.signedUrl
}

export async function getObjectPublicUrl({ projectRef, bucketId, path }: ObjectUrlVariables): Promise<string> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/storage/{ref}/buckets/{id}/objects/public-url', {
    params: { path: { ref: projectRef, id: bucketId } },
    body: { path },
  })
  if (error) handleError(error)
  if (typeof data?.publicUrl !== 'string') throw new Error('The platform answered without a public URL')
  return data.publicUrl
}
