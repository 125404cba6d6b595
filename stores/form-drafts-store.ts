'use client'

import { useState } from 'react'

import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import { number, recordOf, shape, type Guard } from './value-guards'

const anything: Guard<unknown> = (value): value is unknown => value !== undefined

/**
 * Unsaved drafts of the SQL-bearing forms (policy, function, trigger, table), so an accidental reload
 * or a closed tab does not throw away what was typed. Keyed per project, form and object
 * (`{ref}:policy:public.todos:new`); a draft stays until it is saved or discarded.
 */
const drafts = createPersistedValue<Record<string, { value: unknown; savedAt: number }>>({
  key: STORAGE_KEYS.formDrafts,
  schema: recordOf(shape({ value: anything, savedAt: number })),
  defaultValue: () => ({}),
  format: 'json',
})

/** Drafts older than this are dropped on the next write, so abandoned ones do not pile up. */
const MAX_AGE_MS = 30 * 86_400_000

export function readFormDraft(key: string): unknown {
  return drafts.read()[key]?.value
}

export function writeFormDraft(key: string, value: unknown, now = Date.now()) {
  const kept = Object.fromEntries(Object.entries(drafts.read()).filter(([, entry]) => now - entry.savedAt < MAX_AGE_MS))
  drafts.write({ ...kept, [key]: { value, savedAt: now } })
}

export function clearFormDraft(key: string) {
  const current = drafts.read()
  if (!(key in current)) return
  const { [key]: _removed, ...rest } = current
  drafts.write(rest)
}

/** A stored draft is used only when it still has the form's shape: the same fields, of the same kinds. */
function hasShapeOf<T>(template: T, value: unknown): value is T {
  if (Array.isArray(template)) return Array.isArray(value)
  if (typeof template !== 'object' || template === null) return typeof value === typeof template
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  return Object.entries(template).every(([field, initial]) => field in record && (initial === null || record[field] === null || hasShapeOf(initial, record[field])))
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A form's state that is also kept as a draft: it starts from the stored draft when there is one,
 * every change is stored, and `clear` (after saving or discarding) forgets it.
 */
export function useFormDraft<T>(key: string, initial: T) {
  const [restored] = useState(() => {
    const stored = readFormDraft(key)
    return stored !== undefined && hasShapeOf(initial, stored) && !same(stored, initial) ? stored : null
  })
  const [draft, setDraftState] = useState<T>(restored ?? initial)
  const setDraft = (next: T) => {
    setDraftState(next)
    if (same(next, initial)) clearFormDraft(key)
    else writeFormDraft(key, next)
  }
  return {
    draft,
    setDraft,
    clear: () => clearFormDraft(key),
    isRestored: restored !== null,
    isDirty: !same(draft, initial),
  }
}
