import 'server-only'

import { realpath } from 'node:fs/promises'
import path from 'node:path'

import { functionFileNameError, functionSlugError } from '@/lib/functions/names'
import { HttpError } from '@/lib/server/http/http-error'

/**
 * Every path the dashboard reads or writes under FUNCTIONS_DIR goes through here: a name is refused
 * when it is absolute, has `.`/`..` segments (also percent-encoded), or, once symlinks are resolved,
 * lands outside the folder. The folder's own real path is the boundary, so a symlinked FUNCTIONS_DIR
 * still works while a symlink inside it pointing elsewhere does not.
 */

function refuse(name: string, why: string): never {
  throw new HttpError(400, `Refused path ${JSON.stringify(name)}: ${why}`)
}

/** Decodes percent-encoding repeatedly, so `%2e%2e/` and `%252e%252e/` are seen as `../`. */
function fullyDecoded(name: string): string {
  let current = name
  for (let round = 0; round < 3; round += 1) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return current
    }
    if (next === current) return current
    current = next
  }
  return current
}

/** The relative path checked lexically: the rules of functionFileNameError on the decoded name. */
export function checkRelativePath(name: string): string {
  if (name.includes('\0')) refuse(name, 'it contains a NUL byte')
  const decoded = fullyDecoded(name)
  if (decoded !== name) refuse(name, 'percent-encoded names are not accepted')
  if (name.includes('\\')) refuse(name, 'use / between folders')
  if (path.isAbsolute(name)) refuse(name, "absolute paths leave the function's folder")
  const problem = functionFileNameError(name)
  if (problem) refuse(name, problem)
  return name
}

export function checkSlug(slug: string): string {
  const problem = functionSlugError(slug)
  if (problem) throw new HttpError(400, problem)
  return slug
}

async function realpathOrNull(target: string): Promise<string | null> {
  try {
    return await realpath(target)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function isInside(root: string, target: string): boolean {
  return target === root || target.startsWith(root + path.sep)
}

/**
 * The absolute path of `segments` under `root`, after checking it cannot leave: lexically, then by
 * resolving the deepest part that exists (a symlinked folder or file pointing out is refused).
 */
export async function confinedPath(root: string, ...segments: string[]): Promise<string> {
  const realRoot = await realpathOrNull(root)
  if (!realRoot) throw new HttpError(503, `FUNCTIONS_DIR ${root} does not exist`)
  const joined = segments.join('/')
  const lexical = path.resolve(/*turbopackIgnore: true*/ realRoot, joined)
  if (!isInside(realRoot, lexical)) refuse(joined, "it leaves the functions folder")
  // Walk up to the deepest existing ancestor and resolve its symlinks.
  let probe = lexical
  for (;;) {
    const real = await realpathOrNull(probe)
    if (real !== null) {
      if (!isInside(realRoot, real)) refuse(joined, 'a symbolic link leads out of the functions folder')
      break
    }
    const parent = path.dirname(probe)
    if (parent === probe) break
    probe = parent
  }
  return lexical
}
