import { render, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SqlCodeField } from '@/components/project/database/objects/sql-code-field'

import { giveLayout } from '../sql-editor/harness'

let undoLayout: () => void
beforeAll(() => {
  undoLayout = giveLayout()
})
afterAll(() => undoLayout?.())

describe('SQL fields of forms', () => {
  it('have a placeholder that fits the field, not the SQL editor’s "run it with Ctrl+Enter"', async () => {
    const { container } = render(<SqlCodeField label="USING expression" initialValue="" onChange={() => undefined} placeholder="e.g. (select auth.uid()) = user_id" />)
    await waitFor(() => expect(container.querySelector('.cm-placeholder')).not.toBeNull(), { timeout: 15_000 })
    expect(container.querySelector('.cm-placeholder')?.textContent).toBe('e.g. (select auth.uid()) = user_id')

    const plain = render(<SqlCodeField label="Function body" initialValue="" onChange={() => undefined} />)
    await waitFor(() => expect(plain.container.querySelector('.cm-placeholder')).not.toBeNull(), { timeout: 15_000 })
    expect(plain.container.querySelector('.cm-placeholder')?.textContent).not.toMatch(/Ctrl\+Enter/)
  })
})
