import { join } from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')

/** The messages one house rule gives for `code` placed at `file`. */
async function ruleMessages(rule: string, code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT })
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) })
  return result.messages.filter((message) => message.ruleId === `house/${rule}`).map((message) => message.message)
}

describe('ESLint keeps the data layer one way', () => {
  it('refuses invalidateQueries, setQueryData and removeQueries outside lib/api', async () => {
    const code = [
      "import { useQueryClient } from '@tanstack/react-query'",
      'export function useRefresh() {',
      '  const queryClient = useQueryClient()',
      "  return () => { queryClient.invalidateQueries({ queryKey: ['x'] }); queryClient.setQueryData(['x'], 1); queryClient.removeQueries({ queryKey: ['x'] }) }",
      '}',
    ].join('\n')
    const refused = await ruleMessages('no-hand-invalidation', code, 'components/probe/probe.tsx')
    expect(refused).toEqual([
      expect.stringContaining('invalidateQueries only in lib/api'),
      expect.stringContaining('setQueryData only in lib/api'),
      expect.stringContaining('removeQueries only in lib/api'),
    ])
    expect(await ruleMessages('no-hand-invalidation', code, 'data/probe/probe-mutation.ts')).toHaveLength(3)
    expect(await ruleMessages('no-hand-invalidation', code, 'lib/api/probe.ts')).toEqual([])
  })

  it('refuses begin/commit strings outside lib/sql, and lets a PL/pgSQL body through', async () => {
    const handRolled = "export const sql = ['begin;', 'drop table x;', 'commit;'].join('\\n')\nexport const reset = 'rollback'\n"
    expect(await ruleMessages('no-transaction-sql', handRolled, 'components/probe/probe.tsx')).toHaveLength(3)
    expect(await ruleMessages('no-transaction-sql', 'export const sql = `begin;\nselect 1;\ncommit;`\n', 'lib/server/probe.ts')).toHaveLength(1)
    expect(await ruleMessages('no-transaction-sql', handRolled, 'lib/sql/probe.ts')).toEqual([])
    const body = "export const body = 'begin\\n  return new;\\nend;'\n"
    expect(await ruleMessages('no-transaction-sql', body, 'lib/functions/probe.ts')).toEqual([])
  })

  it("refuses a data/ resource importing another's internals, and allows its keys, queries, mutations and the transport", async () => {
    const internal = "import { projectStatusWrites } from '@/data/projects/project-status-cache'\nexport const writes = projectStatusWrites\n"
    expect(await ruleMessages('data-resource-boundaries', internal, 'data/probe/probe-mutation.ts')).toEqual([
      expect.stringContaining('data/projects/project-status-cache is internal to data/projects'),
    ])
    const relative = "import { cachedRowsWrite } from '../table-rows/cached-rows'\nexport const write = cachedRowsWrite\n"
    expect(await ruleMessages('data-resource-boundaries', relative, 'data/probe/probe-mutation.ts')).toHaveLength(1)
    expect(await ruleMessages('data-resource-boundaries', internal, 'data/projects/probe-mutation.ts')).toEqual([])
    const surface = [
      "import { projectKeys } from '@/data/projects/keys'",
      "import { useTablesQuery } from '@/data/tables/tables-query'",
      "import { useSqlSnippetUpsertMutation } from '../content/sql-snippet-upsert-mutation'",
      "import { executeSql } from '@/data/sql/execute-sql'",
      "import { pgMetaGet } from '@/data/sql/pg-meta'",
      'export const used = [projectKeys, useTablesQuery, useSqlSnippetUpsertMutation, executeSql, pgMetaGet]',
    ].join('\n')
    expect(await ruleMessages('data-resource-boundaries', surface, 'data/probe/probe-query.ts')).toEqual([])
  })
}, 60_000)
