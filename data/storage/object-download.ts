import { signObjectUrl, type ObjectUrlVariables } from './object-url'

/** Short: the URL is used at once, by this page only. */
const DOWNLOAD_URL_SECONDS = 60

/** The object's bytes, read through a signed URL as the platform's dashboard downloads them. */
export async function downloadObject(variables: ObjectUrlVariables, signal?: AbortSignal): Promise<Blob> {
  const url = await signObjectUrl({ ...variables, expiresIn: DOWNLOAD_URL_SECONDS, download: true }, signal)
  const response = await fetch(url, { signal })
  if (!response.ok) throw new Error(`The storage API answered ${response.status} for ${variables.path}`)
  return response.blob()
}

/** A text or JSON object's content for the preview (the caller checks the size first). */
export async function readObjectText(variables: ObjectUrlVariables, signal?: AbortSignal): Promise<string> {
  return (await downloadObject(variables, signal)).text()
}
