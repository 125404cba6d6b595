/**
 * Resumable uploads to the storage API with the TUS protocol, as the platform's dashboard sends them:
 * 6 MB chunks (the storage API's fixed chunk size for resumable uploads), metadata naming the bucket
 * and object, and the key in the `apikey` header. tus-js-client loads only when an upload starts.
 */

import { payloadTooLargeMessage } from './upload-limit'

export const TUS_CHUNK_SIZE = 6 * 1024 * 1024

export interface TusUploadOptions {
  /** {protocol}://{endpoint}/storage/v1/upload/resumable */
  endpoint: string
  apiKey: string
  bucketId: string
  objectName: string
  file: Blob
  contentType: string
  isUpsert?: boolean
  /** The bucket's size limit in bytes, named in the message when the storage API refuses a file as too large. */
  fileSizeLimit?: number | null
  onProgress?: (uploaded: number, total: number) => void
  signal?: AbortSignal
}

export function resumableEndpoint(appConfig: { endpoint: string; storage_endpoint?: string; protocol?: string }): string {
  const protocol = appConfig.protocol || 'https'
  // The storage API's own host where the platform names one; otherwise the project's API gateway.
  const host = appConfig.storage_endpoint || appConfig.endpoint
  return `${protocol}://${host.replace(/\/+$/, '')}/storage/v1/upload/resumable`
}

/** Reads the storage API's JSON error out of a failed TUS request, falling back to the client's text. */
function uploadErrorMessage(
  error: Error & { originalResponse?: { getBody(): string; getStatus(): number } | null },
  fileSizeLimit?: number | null
) {
  const response = error.originalResponse
  if (response) {
    if (response.getStatus() === 413) return payloadTooLargeMessage(fileSizeLimit)
    try {
      const body = JSON.parse(response.getBody()) as { message?: unknown }
      if (typeof body.message === 'string' && body.message) return body.message
    } catch {
      // Not JSON: the status says enough.
    }
    return `The storage API answered ${response.getStatus()}`
  }
  return error.message
}

export async function tusUpload(options: TusUploadOptions): Promise<void> {
  const { Upload } = await import('tus-js-client')
  // tus-js-client's Node build (server code, tests) reads Buffers rather than Blobs.
  const source = typeof window === 'undefined' ? Buffer.from(await options.file.arrayBuffer()) : options.file
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(source, {
      endpoint: options.endpoint,
      chunkSize: TUS_CHUNK_SIZE,
      // A failed chunk is retried from the last acknowledged offset (HEAD), not from zero.
      retryDelays: [0, 1000, 3000],
      removeFingerprintOnSuccess: true,
      storeFingerprintForResuming: false,
      uploadDataDuringCreation: false,
      headers: { apikey: options.apiKey, 'x-upsert': options.isUpsert ? 'true' : 'false' },
      metadata: {
        bucketName: options.bucketId,
        objectName: options.objectName,
        contentType: options.contentType,
        cacheControl: '3600',
      },
      onProgress: (uploaded, total) => options.onProgress?.(uploaded, total),
      onSuccess: () => resolve(),
      onError: (error) => reject(new Error(uploadErrorMessage(error as never, options.fileSizeLimit))),
      onShouldRetry: (error) => {
        const status = (error as { originalResponse?: { getStatus(): number } | null }).originalResponse?.getStatus() ?? 0
        // Client errors (bad key, too large, wrong type, exists) will fail the same way again.
        return status === 0 || status >= 500
      },
    })
    options.signal?.addEventListener('abort', () => {
      void upload.abort(true)
      reject(new DOMException('The upload was cancelled', 'AbortError'))
    })
    upload.start()
  })
}
