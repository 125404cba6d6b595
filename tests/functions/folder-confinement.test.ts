import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { checkRelativePath, confinedPath } from '@/lib/server/functions/confine'
import {
  deleteFolderFunction,
  listFolderFunctions,
  readFolderFunctionFiles,
  renameFolderFunction,
  writeFolderFunction,
} from '@/lib/server/functions/folder-store'
import { HttpError } from '@/lib/server/http/http-error'

let base: string
let root: string
let outside: string

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'f26-functions-'))
  root = path.join(base, 'functions')
  outside = path.join(base, 'outside')
  await mkdir(path.join(root, 'hello'), { recursive: true })
  await mkdir(path.join(root, 'main'), { recursive: true })
  await mkdir(outside, { recursive: true })
  await writeFile(path.join(root, 'hello', 'index.ts'), 'Deno.serve(() => new Response("hello"))\n')
  await writeFile(path.join(root, 'main', 'index.ts'), '// router\n')
  await writeFile(path.join(outside, 'secret.txt'), 'do not read')
})

afterEach(async () => {
  await rm(base, { recursive: true, force: true })
})

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    return (error as Error).message
  }
  throw new Error('expected a refusal')
}

describe('path confinement under FUNCTIONS_DIR', () => {
  it('refuses ../ climbing out, lexically and through the store', async () => {
    expect(() => checkRelativePath('../outside/secret.txt')).toThrow(/\.\. segments/)
    expect(await refusal(confinedPath(root, 'hello', '../../outside/secret.txt'))).toMatch(/leaves the functions folder/)
    expect(await refusal(writeFolderFunction(root, 'hello', [{ name: 'index.ts', content: 'x' }, { name: '../../outside/x.ts', content: 'x' }]))).toMatch(/Refused path/)
    expect(await readdir(outside)).toEqual(['secret.txt'])
  })

  it('refuses absolute paths', async () => {
    expect(() => checkRelativePath('/etc/passwd')).toThrow(/absolute paths/)
    expect(await refusal(writeFolderFunction(root, 'hello', [{ name: 'index.ts', content: 'x' }, { name: path.join(outside, 'x.ts'), content: 'x' }]))).toMatch(/absolute/)
    expect(await readdir(outside)).toEqual(['secret.txt'])
  })

  it('refuses percent-encoded traversal (%2e%2e/ and double encoding)', async () => {
    expect(() => checkRelativePath('%2e%2e/outside/x.ts')).toThrow(/percent-encoded/)
    expect(() => checkRelativePath('%252e%252e%252fx.ts')).toThrow(/percent-encoded/)
    expect(await refusal(writeFolderFunction(root, 'hello', [{ name: 'index.ts', content: 'x' }, { name: '%2e%2e/%2e%2e/outside/x.ts', content: 'x' }]))).toMatch(/percent-encoded/)
  })

  it('refuses a symlink leading out of the folder, for reads and writes', async () => {
    await symlink(outside, path.join(root, 'hello', 'escape'))
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'hello', 'leak.ts'))
    expect(await refusal(confinedPath(root, 'hello', 'escape/x.ts'))).toMatch(/symbolic link leads out/)
    expect(await refusal(confinedPath(root, 'hello', 'leak.ts'))).toMatch(/symbolic link leads out/)
    expect(await refusal(writeFolderFunction(root, 'hello', [{ name: 'index.ts', content: 'x' }, { name: 'escape/x.ts', content: 'x' }]))).toMatch(/symbolic link/)
    // Reading the function skips the links rather than following them.
    const files = await readFolderFunctionFiles(root, 'hello')
    expect(files.map((file) => file.name)).toEqual(['index.ts'])
    expect(await readdir(outside)).toEqual(['secret.txt'])
  })

  it('refuses a function folder that is itself a symlink out', async () => {
    await mkdir(path.join(outside, 'evil'))
    await writeFile(path.join(outside, 'evil', 'index.ts'), 'x')
    await symlink(path.join(outside, 'evil'), path.join(root, 'evil'))
    expect(await refusal(readFolderFunctionFiles(root, 'evil'))).toMatch(/symbolic link/)
  })
})

describe('the functions folder', () => {
  it('lists functions with an index.ts, the router marked apart', async () => {
    await mkdir(path.join(root, '_shared'))
    await writeFile(path.join(root, '_shared', 'index.ts'), '')
    await mkdir(path.join(root, 'empty'))
    const functions = await listFolderFunctions(root)
    expect(functions.map((fn) => [fn.slug, fn.isRouter])).toEqual([
      ['hello', false],
      ['main', true],
    ])
  })

  it('writes files atomically (no temporary file left), removes dropped files, and keeps the router read-only', async () => {
    await writeFolderFunction(root, 'hello', [
      { name: 'index.ts', content: 'v2' },
      { name: 'lib/util.ts', content: 'export {}' },
    ])
    await writeFolderFunction(root, 'hello', [{ name: 'index.ts', content: 'v3' }])
    expect(await readFile(path.join(root, 'hello', 'index.ts'), 'utf8')).toBe('v3')
    expect(await readFolderFunctionFiles(root, 'hello')).toEqual([{ name: 'index.ts', content: 'v3' }])
    expect((await readdir(path.join(root, 'hello'))).filter((name) => name.endsWith('.tmp'))).toEqual([])
    await expect(writeFolderFunction(root, 'main', [{ name: 'index.ts', content: 'x' }])).rejects.toThrow(/router/)
  })

  it('refuses a 10 MB file before writing anything', async () => {
    const big = 'x'.repeat(10 * 1024 * 1024)
    await expect(writeFolderFunction(root, 'hello', [{ name: 'index.ts', content: 'new' }, { name: 'big.ts', content: big }])).rejects.toThrow(
      "big.ts is 10.0 MB: a function's file can be at most 5 MB"
    )
    expect(await readFile(path.join(root, 'hello', 'index.ts'), 'utf8')).toContain('hello')
  })

  it('renames and deletes a function folder, refusing names the runtime would not serve', async () => {
    await renameFolderFunction(root, 'hello', 'greeting')
    expect((await listFolderFunctions(root)).map((fn) => fn.slug)).toEqual(['greeting', 'main'])
    await expect(renameFolderFunction(root, 'greeting', '../x')).rejects.toThrow(/slug/)
    await expect(renameFolderFunction(root, 'greeting', 'main')).rejects.toThrow(/router/)
    await deleteFolderFunction(root, 'greeting')
    expect((await listFolderFunctions(root)).map((fn) => fn.slug)).toEqual(['main'])
    await expect(deleteFolderFunction(root, 'main')).rejects.toThrow(/router/)
  })
})
