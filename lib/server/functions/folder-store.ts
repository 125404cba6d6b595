import 'server-only'

import { randomBytes } from 'node:crypto'
import { lstat, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { FunctionFile } from '@/lib/functions/deploy-form'
import { functionFileSizeError, MAIN_FUNCTION, MAX_FUNCTION_FILE_BYTES, MAX_FUNCTION_FILES } from '@/lib/functions/names'
import { HttpError } from '@/lib/server/http/http-error'

import { checkRelativePath, checkSlug, confinedPath } from './confine'

/**
 * The self-hosted functions: one folder per function under FUNCTIONS_DIR, as the edge runtime serves
 * them. Writes are atomic per file (a temporary file beside it, then a rename), so the runtime never
 * loads a half-written file.
 */

export interface FolderFunction {
  slug: string
  createdAt: number
  updatedAt: number
  entrypoint: string
  /** The runtime's router: listed apart, not editable. */
  isRouter: boolean
}

const ENTRYPOINTS = ['index.ts', 'index.js', 'index.tsx', 'index.mjs']

async function findEntrypoint(folder: string): Promise<string | null> {
  for (const name of ENTRYPOINTS) {
    const info = await stat(path.join(/*turbopackIgnore: true*/ folder, name)).catch(() => null)
    if (info?.isFile()) return name
  }
  return null
}

export async function listFolderFunctions(root: string): Promise<FolderFunction[]> {
  const rootPath = await confinedPath(root)
  const entries = await readdir(rootPath, { withFileTypes: true })
  const functions: FolderFunction[] = []
  for (const entry of entries) {
    // _shared and dot folders hold code for several functions, not functions of their own.
    if (entry.name.startsWith('_') || entry.name.startsWith('.') || !entry.isDirectory()) continue
    const folder = path.join(/*turbopackIgnore: true*/ rootPath, entry.name)
    const entrypoint = await findEntrypoint(folder)
    if (!entrypoint) continue
    const info = await stat(path.join(/*turbopackIgnore: true*/ folder, entrypoint))
    functions.push({
      slug: entry.name,
      createdAt: Math.round(info.birthtimeMs || info.ctimeMs),
      updatedAt: Math.round(info.mtimeMs),
      entrypoint,
      isRouter: entry.name === MAIN_FUNCTION,
    })
  }
  return functions.sort((a, b) => a.slug.localeCompare(b.slug))
}

export async function findFolderFunction(root: string, slug: string): Promise<FolderFunction> {
  const found = (await listFolderFunctions(root)).find((fn) => fn.slug === slug)
  if (!found) throw new HttpError(404, `Function ${slug} not found in FUNCTIONS_DIR`)
  return found
}

/** Every regular file of a function, relative names with `/`, skipping links that leave the folder. */
export async function readFolderFunctionFiles(root: string, slug: string): Promise<FunctionFile[]> {
  const folder = await confinedPath(root, checkSlug(slug))
  const files: FunctionFile[] = []
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(/*turbopackIgnore: true*/ folder, relative), { withFileTypes: true })
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const name = relative ? `${relative}/${entry.name}` : entry.name
      let absolute: string
      try {
        absolute = await confinedPath(root, slug, name)
      } catch {
        continue
      }
      const info = await stat(absolute).catch(() => null)
      if (!info) continue
      if (info.isDirectory()) {
        if (name.split('/').length < 4) await walk(name)
      } else if (info.isFile() && info.size <= MAX_FUNCTION_FILE_BYTES && files.length < MAX_FUNCTION_FILES) {
        files.push({ name, content: await readFile(absolute, 'utf8') })
      }
    }
  }
  await walk('')
  return files
}

function assertWritable(slug: string) {
  if (slug === MAIN_FUNCTION) throw new HttpError(403, 'main is the edge runtime\'s router: the dashboard does not change it')
}

async function writeAtomically(target: string, content: string) {
  await mkdir(path.dirname(target), { recursive: true })
  const temporary = path.join(/*turbopackIgnore: true*/ path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(temporary, content, { flag: 'wx' })
    // A symlink at the target is replaced, never written through.
    await rename(temporary, target)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
}

/**
 * Writes a function's files (creating its folder), then removes the files the new set no longer has.
 * Every name and size is checked before the first byte is written.
 */
export async function writeFolderFunction(root: string, slug: string, files: readonly FunctionFile[]): Promise<void> {
  checkSlug(slug)
  assertWritable(slug)
  if (files.length === 0) throw new HttpError(400, 'A function needs at least one file')
  if (files.length > MAX_FUNCTION_FILES) throw new HttpError(400, `A function can have at most ${MAX_FUNCTION_FILES} files`)
  const targets: [string, string][] = []
  for (const file of files) {
    checkRelativePath(file.name)
    const sizeProblem = functionFileSizeError(file.name, Buffer.byteLength(file.content))
    if (sizeProblem) throw new HttpError(413, sizeProblem)
    targets.push([await confinedPath(root, slug, file.name), file.content])
  }
  if (!files.some((file) => ENTRYPOINTS.includes(file.name))) throw new HttpError(400, 'A function needs an index.ts (its entry point)')
  const previous = await readFolderFunctionFiles(root, slug).catch(() => [] as FunctionFile[])
  for (const [target, content] of targets) await writeAtomically(target, content)
  const kept = new Set(files.map((file) => file.name))
  for (const old of previous) {
    if (!kept.has(old.name)) await unlink(await confinedPath(root, slug, old.name)).catch(() => undefined)
  }
}

export async function deleteFolderFunction(root: string, slug: string): Promise<void> {
  checkSlug(slug)
  assertWritable(slug)
  await findFolderFunction(root, slug)
  const folder = await confinedPath(root, slug)
  const info = await lstat(folder)
  // A symlinked function folder is unlinked, never followed.
  if (info.isSymbolicLink()) await unlink(folder)
  else await rm(folder, { recursive: true })
}

export async function renameFolderFunction(root: string, slug: string, newSlug: string): Promise<void> {
  checkSlug(slug)
  checkSlug(newSlug)
  assertWritable(slug)
  assertWritable(newSlug)
  await findFolderFunction(root, slug)
  const target = await confinedPath(root, newSlug)
  if (await lstat(target).catch(() => null)) throw new HttpError(409, `A function named ${newSlug} already exists`)
  await rename(await confinedPath(root, slug), target)
}
