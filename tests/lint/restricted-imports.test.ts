import { join } from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT })
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) })
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('ESLint keeps the layers and the framework boundary', () => {
  it('refuses framework internals (next/dist/*) in app code', async () => {
    const code = "import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'\nexport const context = AppRouterContext\n"
    expect(await restrictedImports(code, 'components/ui/probe.tsx')).toEqual([expect.stringContaining('Framework internals')])
    expect(await restrictedImports(code, 'data/probe/probe.ts')).toEqual([expect.stringContaining('Framework internals')])
  })

  it('refuses components/ imports inside data/, and allows them in components/', async () => {
    const code = "import { Button } from '@/components/ui/button'\nexport const button = Button\n"
    expect(await restrictedImports(code, 'data/probe/probe.ts')).toEqual([expect.stringContaining('data/ hooks must not import components')])
    expect(await restrictedImports(code, 'components/probe/probe.tsx')).toEqual([])
  })

  it('keeps the light equivalents in data/ too', async () => {
    const code = "import dayjs from 'dayjs'\nexport const now = dayjs\n"
    expect(await restrictedImports(code, 'data/probe/probe.ts')).toEqual([expect.stringContaining('date-pattern')])
  })
}, 60_000)
