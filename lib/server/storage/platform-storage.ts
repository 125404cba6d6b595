import 'server-only'

import { HttpError } from '@/lib/server/http/http-error'

import { encodeObjectPath, storageRequest, type StorageGateway } from './gateway'

/**
 * The platform's storage paths (/platform/storage/{ref}/…) answered by the open-source storage API:
 * the same request and response shapes as the hosted platform, translated to the storage API's own.
 */

interface Bucket {
  id: string
  name: string
  owner?: string
  public: boolean
  created_at: string
  updated_at: string
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

export interface BucketBody {
  id?: string
  public?: boolean
  file_size_limit?: number | null
  allowed_mime_types?: string[] | null
}

export async function listBuckets(gateway: StorageGateway): Promise<Bucket[]> {
  const buckets = await storageRequest<Bucket[]>(gateway, 'GET', '/bucket')
  return (Array.isArray(buckets) ? buckets : []).map((bucket) => ({
    ...bucket,
    file_size_limit: bucket.file_size_limit ?? null,
    allowed_mime_types: bucket.allowed_mime_types ?? null,
  }))
}

export async function createBucket(gateway: StorageGateway, body: BucketBody): Promise<{ name: string }> {
  if (typeof body.id !== 'string' || !body.id) throw new HttpError(400, 'id is required')
  return storageRequest(gateway, 'POST', '/bucket', {
    id: body.id,
    name: body.id,
    public: body.public ?? false,
    file_size_limit: body.file_size_limit ?? null,
    allowed_mime_types: body.allowed_mime_types ?? null,
  })
}

export async function updateBucket(gateway: StorageGateway, id: string, body: BucketBody) {
  return storageRequest<{ message: string }>(gateway, 'PUT', `/bucket/${encodeURIComponent(id)}`, {
    id,
    public: body.public,
    file_size_limit: body.file_size_limit,
    allowed_mime_types: body.allowed_mime_types,
  })
}

export const deleteBucket = (gateway: StorageGateway, id: string) =>
  storageRequest<{ message: string }>(gateway, 'DELETE', `/bucket/${encodeURIComponent(id)}`)

export const emptyBucket = (gateway: StorageGateway, id: string) =>
  storageRequest<{ message: string }>(gateway, 'POST', `/bucket/${encodeURIComponent(id)}/empty`)

export interface ListBody {
  path?: string
  options?: { limit?: number; offset?: number; search?: string; sortBy?: { column?: string; order?: string } }
}

export async function listObjects(gateway: StorageGateway, id: string, { path = '', options = {} }: ListBody) {
  const prefix = path.replace(/^\/+|\/+$/g, '')
  return storageRequest<unknown[]>(gateway, 'POST', `/object/list/${encodeURIComponent(id)}`, {
    // The storage API lists the level below a prefix that ends in "/".
    prefix: prefix ? `${prefix}/` : '',
    limit: options.limit ?? 1000,
    offset: options.offset ?? 0,
    search: options.search ?? '',
    sortBy: { column: options.sortBy?.column ?? 'name', order: options.sortBy?.order ?? 'asc' },
  })
}

export const moveObject = (gateway: StorageGateway, id: string, from: string, to: string) =>
  storageRequest<{ message: string }>(gateway, 'POST', '/object/move', { bucketId: id, sourceKey: from, destinationKey: to })

export const deleteObjects = (gateway: StorageGateway, id: string, paths: string[]) =>
  storageRequest<unknown[]>(gateway, 'DELETE', `/object/${encodeURIComponent(id)}`, { prefixes: paths })

/** The storage API answers a path relative to /storage/v1; browsers get it on the public gateway. */
export async function signObject(gateway: StorageGateway, id: string, path: string, expiresIn: number, download: boolean) {
  const signed = await storageRequest<{ signedURL?: string }>(
    gateway,
    'POST',
    `/object/sign/${encodeURIComponent(id)}/${encodeObjectPath(path)}`,
    { expiresIn }
  )
  if (typeof signed.signedURL !== 'string') throw new HttpError(502, 'The storage API answered without a signed URL')
  const url = `${gateway.publicApiUrl}${signed.signedURL.startsWith('/') ? '' : '/'}${signed.signedURL}`
  return { signedUrl: download ? `${url}${url.includes('?') ? '&' : '?'}download=` : url }
}

export function publicObjectUrl(gateway: StorageGateway, id: string, path: string) {
  return { publicUrl: `${gateway.publicApiUrl}/object/public/${encodeURIComponent(id)}/${encodeObjectPath(path)}` }
}
