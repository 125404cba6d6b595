/**
 * The multipart form of the Management API's deploy (POST /v1/projects/{ref}/functions/deploy):
 * a `metadata` part with the JSON FunctionDeployMetadata and one `file` part per source file, named
 * by its path. The function body (GET …/functions/{slug}/body) comes back in the same shape.
 */

export interface FunctionFile {
  name: string
  content: string
}

export interface DeployMetadata {
  entrypoint_path: string
  name: string
  verify_jwt: boolean
  import_map_path?: string
}

export const DEFAULT_ENTRYPOINT = 'index.ts'

export function buildDeployForm(metadata: DeployMetadata, files: readonly FunctionFile[]): FormData {
  const form = new FormData()
  form.append('metadata', JSON.stringify(metadata))
  for (const file of files) form.append('file', new Blob([file.content], { type: 'application/typescript' }), file.name)
  return form
}

export interface ParsedFunctionForm {
  metadata: Partial<DeployMetadata>
  files: FunctionFile[]
}

/** Reads a deploy form (or a function body): the metadata part and every file part with its name. */
export async function readFunctionForm(form: FormData): Promise<ParsedFunctionForm> {
  let metadata: Partial<DeployMetadata> = {}
  const rawMetadata = form.get('metadata')
  const metadataText = typeof rawMetadata === 'string' ? rawMetadata : rawMetadata ? await rawMetadata.text() : ''
  if (metadataText) {
    const parsed: unknown = JSON.parse(metadataText)
    if (parsed && typeof parsed === 'object') metadata = parsed as Partial<DeployMetadata>
  }
  const files: FunctionFile[] = []
  for (const [field, value] of form.entries()) {
    if (field === 'metadata' || typeof value === 'string') continue
    files.push({ name: value.name, content: await value.text() })
  }
  return { metadata, files }
}

/** The entry point first, the rest by name: how the editor lists a function's files. */
export function sortFunctionFiles(files: readonly FunctionFile[], entrypoint = DEFAULT_ENTRYPOINT): FunctionFile[] {
  return [...files].sort((a, b) => (a.name === entrypoint ? -1 : b.name === entrypoint ? 1 : a.name.localeCompare(b.name)))
}

/**
 * The entry point's path relative to the function. The platform answers a file:// URL of its build
 * folder (…/source/index.ts); a CLI deploy may name the function's folder (…/functions/{slug}/index.ts).
 */
export function relativeEntrypoint(entrypoint: string | undefined, slug: string): string {
  if (!entrypoint) return DEFAULT_ENTRYPOINT
  for (const marker of ['/source/', `/${slug}/`]) {
    const at = entrypoint.lastIndexOf(marker)
    if (at >= 0) return entrypoint.slice(at + marker.length)
  }
  if (/^file:\/\//.test(entrypoint) || entrypoint.startsWith('/')) return entrypoint.slice(entrypoint.lastIndexOf('/') + 1)
  return entrypoint.replace(/^\.\//, '')
}
