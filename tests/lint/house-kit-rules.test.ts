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

describe('ESLint keeps IndexedDB in stores/', () => {
  const opener = "import { openDB } from 'idb'\nexport const open = () => openDB('records', 1)\n"
  const lazy = "export const open = () => import('idb').then((idb) => idb.openDB('records', 1))\n"

  it('refuses importing idb in lib/, components/, data/ and app/, statically or on demand', async () => {
    const refusal = [expect.stringContaining('idb only in stores/')]
    expect(await messagesOf(opener, 'lib/probe/probe.ts', ['house/idb-only-in-stores'])).toEqual(refusal)
    expect(await messagesOf(opener, 'components/probe/probe.tsx', ['house/idb-only-in-stores'])).toEqual(refusal)
    expect(await messagesOf(lazy, 'data/probe/probe.ts', ['house/idb-only-in-stores'])).toEqual(refusal)
    expect(await messagesOf(opener, 'app/probe/page.tsx', ['house/idb-only-in-stores'])).toEqual(refusal)
  })

  it('allows it in stores/', async () => {
    expect(await messagesOf(opener, 'stores/probe.ts', ['house/idb-only-in-stores'])).toEqual([])
  })
}, 60_000)

describe('ESLint keeps query states in QueryState', () => {
  const handWritten = [
    "import { QueryError, QueryLoading } from '@/components/ui/query-state'",
    "import { useInvoicesQuery } from '@/data/invoices/invoices-query'",
    'export function Probe({ slug }: { slug: string }) {',
    '  const invoices = useInvoicesQuery({ slug })',
    "  if (invoices.isPending) return <QueryLoading label='Loading invoices…' />",
    "  if (invoices.isError) return <QueryError what='invoices' error={invoices.error} onRetry={() => invoices.refetch()} />",
    '  return <p>{invoices.data.length}</p>',
    '}',
  ].join('\n')
  const fromItsModule = "import { QueryError } from '@/components/ui/query-error'\nexport const Failure = QueryError\n"
  const throughQueryState = [
    "import { QueryState } from '@/components/ui/query-state'",
    "import { useInvoicesQuery } from '@/data/invoices/invoices-query'",
    'export function Probe({ slug }: { slug: string }) {',
    '  const invoices = useInvoicesQuery({ slug })',
    "  return <QueryState query={invoices} what='invoices'>{(data) => <p>{data.length}</p>}</QueryState>",
    '}',
  ].join('\n')

  it('refuses a hand-written QueryError branch in components/ and app/', async () => {
    const refusal = [expect.stringContaining('show the query through QueryState')]
    expect(await messagesOf(handWritten, 'components/project/probe/probe.tsx', ['house/query-state-only'])).toEqual(refusal)
    expect(await messagesOf(fromItsModule, 'app/probe/page.tsx', ['house/query-state-only'])).toEqual(refusal)
  })

  it('allows QueryState in components/ and QueryError inside the kit', async () => {
    expect(await messagesOf(throughQueryState, 'components/project/probe/probe.tsx', ['house/query-state-only'])).toEqual([])
    expect(await messagesOf(fromItsModule, 'components/ui/probe.tsx', ['house/query-state-only'])).toEqual([])
  })
}, 60_000)
