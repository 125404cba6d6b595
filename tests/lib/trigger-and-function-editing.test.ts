import { describe, expect, it } from 'vitest'

import { emptyFunctionDraft, validateFunctionDraft } from '@/lib/functions/function-sql'
import { buildReplaceTriggerStatements, triggerDraftFromCatalog } from '@/lib/triggers/trigger-sql'

describe('editing a trigger', () => {
  const catalog = {
    schema: 'public',
    table: 'orders',
    name: 'audit orders',
    activation: 'AFTER',
    events: ['UPDATE', 'INSERT'],
    orientation: 'ROW',
    function_schema: 'audit',
    function_name: 'log_change',
    condition: null,
  }

  it('reads the catalog row into the form, events in order', () => {
    expect(triggerDraftFromCatalog(catalog)).toEqual({
      schema: 'public', table: 'orders', name: 'audit orders', timing: 'AFTER', events: ['INSERT', 'UPDATE'],
      orientation: 'ROW', functionSchema: 'audit', functionName: 'log_change', condition: '',
    })
  })

  it('drops and creates it again, keeping a disabled trigger disabled', () => {
    const draft = { ...triggerDraftFromCatalog(catalog), events: ['DELETE' as const], condition: 'old.total > 0' }
    expect(buildReplaceTriggerStatements({ schema: 'public', table: 'orders', name: 'audit orders', isDisabled: true }, draft)).toEqual([
      'drop trigger "audit orders" on public.orders',
      'create trigger "audit orders"\nafter delete\non public.orders\nfor each row\nwhen (old.total > 0)\nexecute function audit.log_change()',
      'alter table public.orders disable trigger "audit orders"',
    ])
  })
})

describe('a new function', () => {
  it('starts with a body that is only a comment, and is refused until a body is written', () => {
    const draft = { ...emptyFunctionDraft('public'), name: 'touch' }
    expect(draft.body).toMatch(/^--[^\n]*\n$/)
    expect(validateFunctionDraft(draft)).toBe('Write the function body.')
    expect(validateFunctionDraft({ ...draft, body: `${draft.body}begin\n  return;\nend;` })).toBeNull()
  })
})
