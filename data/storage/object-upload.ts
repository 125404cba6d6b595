import { getTemporaryApiKey } from '@/data/storage/temporary-api-key'
import { getProjectSettings } from '@/data/projects/project-settings-query'
import { resumableEndpoint, tusUpload } from '@/lib/storage/tus-upload'

export interface ObjectUploadVariables {
  projectRef: string
  bucketId: string
  /** Full object path inside the bucket. */
  path: string
  file: Blob
  /** The bucket's size limit in bytes, for the message when a file is refused as too large. */
  fileSizeLimit?: number | null
  onProgress?: (uploaded: number, total: number) => void
  signal?: AbortSignal
}

/** Long enough for a large upload on a slow line; the platform caps temporary keys at an hour. */
const UPLOAD_KEY_SECONDS = 3600

/**
 * The bytes go to the project's own storage API, like the platform's dashboard does it: the gateway
 * comes from the project settings' app_config and a short-lived key authorises the upload.
 */
export async function uploadObject({ projectRef, bucketId, path, file, fileSizeLimit, onProgress, signal }: ObjectUploadVariables) {
  const settings = await getProjectSettings({ projectRef }, signal)
  if (!settings?.app_config?.endpoint) throw new Error('The project settings name no API endpoint to upload to')
  const apiKey = await getTemporaryApiKey({ projectRef, expiry: UPLOAD_KEY_SECONDS }, signal)
  await tusUpload({
    endpoint: resumableEndpoint(settings.app_config),
    apiKey,
    bucketId,
    objectName: path,
    file,
    contentType: file.type || 'application/octet-stream',
    fileSizeLimit,
    onProgress,
    signal,
  })
}
