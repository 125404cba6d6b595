import { describe, expect, it } from 'vitest'

import { commandSectionId, isCommandMenuShortcut } from '@/lib/command-menu/shortcut'

const key = (overrides: Partial<KeyboardEvent>) => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
})

describe('command menu shortcut (SPEC §2)', () => {
  it('opens with Ctrl+K or Cmd+K', () => {
    expect(isCommandMenuShortcut(key({ ctrlKey: true }))).toBe(true)
    expect(isCommandMenuShortcut(key({ metaKey: true }))).toBe(true)
  })

  it('does not open with Alt or Shift also held, or without the modifier', () => {
    expect(isCommandMenuShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false)
    expect(isCommandMenuShortcut(key({ metaKey: true, shiftKey: true, key: 'K' }))).toBe(false)
    expect(isCommandMenuShortcut(key({}))).toBe(false)
    expect(isCommandMenuShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false)
  })

  it('derives section ids from names', () => {
    expect(commandSectionId('Go to')).toBe('go-to')
    expect(commandSectionId('Switch  Organization\tNow')).toBe('switch-organization-now')
  })
})
