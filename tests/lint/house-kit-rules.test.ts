import { join } from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')

async function messagesOf(code: string, file: string, ruleIds: string[]): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT })
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) })
  return result.messages.filter((message) => message.ruleId !== null && ruleIds.includes(message.ruleId)).map((message) => message.message)
}

const STORAGE_RULES = ['no-restricted-globals', 'no-restricted-properties']
const STORAGE_MESSAGE = expect.stringContaining('Browser storage only through stores/')

describe('ESLint keeps browser storage in stores/', () => {
  const bare = "export function remember(value: string) {\n  localStorage.setItem('key', value)\n}\n"
  const throughWindow = "export function clear() {\n  window.sessionStorage.clear()\n}\n"
  const database = "export function open() {\n  return window.indexedDB.open('db')\n}\n"

  it('refuses localStorage, sessionStorage and indexedDB in lib/, components/, data/ and app/', async () => {
    expect(await messagesOf(bare, 'lib/probe/probe.ts', STORAGE_RULES)).toEqual([STORAGE_MESSAGE])
    expect(await messagesOf(throughWindow, 'components/probe/probe.tsx', STORAGE_RULES)).toEqual([STORAGE_MESSAGE])
    expect(await messagesOf(database, 'data/probe/probe.ts', STORAGE_RULES)).toEqual([STORAGE_MESSAGE])
    expect(await messagesOf(bare, 'app/probe/page.tsx', STORAGE_RULES)).toEqual([STORAGE_MESSAGE])
  })

  it('allows them in stores/ and in the first-paint theme script', async () => {
    expect(await messagesOf(bare, 'stores/probe.ts', STORAGE_RULES)).toEqual([])
    expect(await messagesOf(bare, 'lib/theme/apply-theme.ts', STORAGE_RULES)).toEqual([])
  })
}, 60_000)

describe('ESLint keeps tables in the kit', () => {
  const rawTable =
    'export function Probe() {\n  return (\n    <table>\n      <tbody>\n        <tr>\n          <td>1</td>\n        </tr>\n      </tbody>\n    </table>\n  )\n}\n'

  it('refuses a raw <table> outside components/ui', async () => {
    expect(await messagesOf(rawTable, 'components/project/probe/probe.tsx', ['react/forbid-elements'])).toEqual([
      expect.stringContaining('Use DataTable'),
    ])
    expect(await messagesOf(rawTable, 'app/probe/page.tsx', ['react/forbid-elements'])).toEqual([expect.stringContaining('Use DataTable')])
  })

  it('allows it inside components/ui, where DataTable lives', async () => {
    expect(await messagesOf(rawTable, 'components/ui/probe.tsx', ['react/forbid-elements'])).toEqual([])
  })
}, 60_000)
