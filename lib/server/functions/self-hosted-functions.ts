import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { readFunctionForm, relativeEntrypoint } from '@/lib/functions/deploy-form'
import { envNamesRead, MAX_FUNCTION_FILE_BYTES, MAX_FUNCTION_FILES } from '@/lib/functions/names'
import { HttpError } from '@/lib/server/http/http-error'

import { checkSlug } from './confine'
import {
  deleteFolderFunction,
  findFolderFunction,
  listFolderFunctions,
  readFolderFunctionFiles,
  renameFolderFunction,
  writeFolderFunction,
  type FolderFunction,
} from './folder-store'

/**
 * The Management API's function and secret paths answered from FUNCTIONS_DIR (self-hosted), in the
 * platform's shapes, so the functions pages work the same in both modes. A function's name is its
 * folder: renaming (PATCH {name}) moves the folder. JWT verification is the runtime's setting
 * (VERIFY_JWT of its main service), not a function's, so it is not reported or changed here.
 */

export const FUNCTIONS_DIR_MISSING =
  'Edge functions are not configured: set FUNCTIONS_DIR to the edge runtime\'s functions folder (one folder per function with an index.ts) and restart the dashboard'
/** One FUNCTIONS_DIR serves the edge runtime of the default project. */
const FUNCTIONS_PROJECT_REF = 'default'

export function functionsRoot(config: ServerConfig, ref: string): string {
  if (!config.functionsDir) throw new HttpError(503, FUNCTIONS_DIR_MISSING)
  if (ref !== FUNCTIONS_PROJECT_REF) throw new HttpError(404, `FUNCTIONS_DIR holds the functions of the default project, not of ${ref}`)
  return config.functionsDir
}

export function toEdgeFunction(fn: FolderFunction) {
  return {
    id: fn.slug,
    slug: fn.slug,
    name: fn.slug,
    status: 'ACTIVE' as const,
    version: 1,
    created_at: fn.createdAt,
    updated_at: fn.updatedAt,
    entrypoint_path: fn.entrypoint,
  }
}

export async function listFunctions(root: string) {
  return (await listFolderFunctions(root)).map(toEdgeFunction)
}

export async function getFunction(root: string, slug: string) {
  return toEdgeFunction(await findFolderFunction(root, checkSlug(slug)))
}

/** The whole deploy form is bounded before it is parsed: every file at its limit, plus the metadata. */
const MAX_DEPLOY_BYTES = MAX_FUNCTION_FILES * MAX_FUNCTION_FILE_BYTES

export async function deployFunction(root: string, slug: string | null, request: Request) {
  if (!slug) throw new HttpError(400, 'slug is required')
  checkSlug(slug)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_DEPLOY_BYTES) throw new HttpError(413, 'The deploy is too large')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new HttpError(400, 'The deploy must be multipart form data with a metadata part and file parts')
  }
  const { metadata, files } = await readFunctionForm(form).catch(() => {
    throw new HttpError(400, 'The metadata part is not valid JSON')
  })
  const entrypoint = relativeEntrypoint(metadata.entrypoint_path, slug)
  if (!files.some((file) => file.name === entrypoint)) throw new HttpError(400, `The entry point ${entrypoint} is not among the files`)
  await writeFolderFunction(root, slug, files)
  return getFunction(root, slug)
}

export async function functionBody(root: string, slug: string): Promise<Response> {
  const fn = await findFolderFunction(root, checkSlug(slug))
  const files = await readFolderFunctionFiles(root, slug)
  const form = new FormData()
  form.append('metadata', JSON.stringify({ name: slug, entrypoint_path: fn.entrypoint }))
  for (const file of files) form.append('file', new Blob([file.content], { type: 'application/typescript' }), file.name)
  // Response encodes FormData as multipart/form-data with its own boundary.
  return new Response(form, { headers: { 'Cache-Control': 'no-store' } })
}

export async function updateFunction(root: string, slug: string, body: { name?: unknown; verify_jwt?: unknown }) {
  checkSlug(slug)
  if (typeof body.verify_jwt === 'boolean') {
    throw new HttpError(400, "JWT verification is the edge runtime's setting (VERIFY_JWT of its main service), not a function's")
  }
  if (typeof body.name === 'string' && body.name !== slug) {
    await renameFolderFunction(root, slug, body.name)
    return getFunction(root, body.name)
  }
  return getFunction(root, slug)
}

export async function deleteFunction(root: string, slug: string) {
  await deleteFolderFunction(root, slug)
}

/** The names the functions read with Deno.env.get: the runtime's environment must provide them. */
export async function secretNamesRead(root: string) {
  const names = new Map<string, Set<string>>()
  for (const fn of await listFolderFunctions(root)) {
    if (fn.isRouter) continue
    for (const file of await readFolderFunctionFiles(root, fn.slug)) {
      for (const name of envNamesRead(file.content)) {
        const readers = names.get(name) ?? new Set<string>()
        readers.add(fn.slug)
        names.set(name, readers)
      }
    }
  }
  return [...names.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, readers]) => ({ name, value: '', read_by: [...readers].sort() }))
}

export const SECRETS_ARE_ENVIRONMENT =
  "Secrets of self-hosted functions are the edge runtime's environment variables: set them on the functions service (e.g. in docker-compose's environment for functions) and restart it"
