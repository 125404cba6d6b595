import { describe, expect, it } from 'vitest'

import { validateChannelName } from '@/lib/realtime/channel-name'
import { MessageRingBuffer, messageMatches } from '@/lib/realtime/message-buffer'
import { parsePostgresFilter, rowMatchesFilter } from '@/lib/realtime/postgres-filter'

describe('MessageRingBuffer', () => {
  const push = (buffer: MessageRingBuffer, event: string) => buffer.push({ receivedAt: 0, type: 'broadcast', event, payload: { event } })

  it('keeps the newest messages up to its capacity, newest first', () => {
    const buffer = new MessageRingBuffer(3)
    for (const event of ['a', 'b', 'c', 'd', 'e']) push(buffer, event)
    expect(buffer.size).toBe(3)
    expect(buffer.newestFirst().map((message) => message.event)).toEqual(['e', 'd', 'c'])
  })

  it('keeps 500 of 1,200 with ids that keep counting', () => {
    const buffer = new MessageRingBuffer()
    for (let index = 0; index < 1200; index++) push(buffer, String(index))
    const messages = buffer.newestFirst()
    expect(messages).toHaveLength(500)
    expect(messages[0]).toMatchObject({ id: 1200, event: '1199' })
    expect(messages.at(-1)).toMatchObject({ id: 701, event: '700' })
  })

  it('clears and bumps its version on every change', () => {
    const buffer = new MessageRingBuffer(2)
    push(buffer, 'a')
    const before = buffer.version
    buffer.clear()
    expect(buffer.version).toBe(before + 1)
    expect(buffer.newestFirst()).toEqual([])
    push(buffer, 'b')
    expect(buffer.newestFirst().map((message) => message.event)).toEqual(['b'])
  })

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new MessageRingBuffer(0)).toThrow(/positive integer/)
  })

  it('filters by type, event or payload text, ignoring case', () => {
    const message = { id: 1, receivedAt: 0, type: 'postgres_changes' as const, event: 'INSERT', payload: { title: 'Buy Milk' } }
    expect(messageMatches(message, '')).toBe(true)
    expect(messageMatches(message, 'postgres')).toBe(true)
    expect(messageMatches(message, 'insert')).toBe(true)
    expect(messageMatches(message, 'milk')).toBe(true)
    expect(messageMatches(message, 'presence')).toBe(false)
  })
})

describe('parsePostgresFilter', () => {
  it('accepts each operator and an in list', () => {
    expect(parsePostgresFilter('id=eq.42')).toEqual({ ok: true, filter: { column: 'id', operator: 'eq', values: ['42'] } })
    for (const operator of ['neq', 'lt', 'lte', 'gt', 'gte']) {
      expect(parsePostgresFilter(`age=${operator}.3`)).toMatchObject({ ok: true, filter: { operator } })
    }
    expect(parsePostgresFilter('status=in.(new, open)')).toEqual({ ok: true, filter: { column: 'status', operator: 'in', values: ['new', 'open'] } })
    expect(parsePostgresFilter('  ')).toEqual({ ok: true, filter: null })
  })

  it.each([
    ['id=eq', /no value after "eq\."/],
    ['foo', /needs a column and an operator/],
    ['=eq.1', /needs a column and an operator/],
    ['id=like.5', /"like" is not a filter operator/],
    ['status=in.new', /list in parentheses/],
    ['status=in.(a,)', /list in parentheses/],
  ])('explains what is wrong with %s', (input, message) => {
    const result = parsePostgresFilter(input)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })
})

describe('rowMatchesFilter', () => {
  const filter = (text: string) => {
    const result = parsePostgresFilter(text)
    if (!result.ok) throw new Error(result.message)
    return result.filter
  }
  it('compares numbers as numbers and text as text', () => {
    expect(rowMatchesFilter({ id: 10 }, filter('id=gt.9'))).toBe(true)
    expect(rowMatchesFilter({ id: 10 }, filter('id=lt.9'))).toBe(false)
    expect(rowMatchesFilter({ id: '10' }, filter('id=eq.10'))).toBe(true)
    expect(rowMatchesFilter({ status: 'open' }, filter('status=in.(new,open)'))).toBe(true)
    expect(rowMatchesFilter({ status: 'done' }, filter('status=neq.done'))).toBe(false)
    expect(rowMatchesFilter({ other: 1 }, filter('id=eq.1'))).toBe(false)
    expect(rowMatchesFilter({ anything: 1 }, null)).toBe(true)
  })
})

describe('validateChannelName', () => {
  it('accepts a plain topic and trims it', () => {
    expect(validateChannelName(' room:lobby ')).toEqual({ ok: true, name: 'room:lobby' })
  })
  it.each([
    ['', /Enter a channel name/],
    ['my room', /cannot contain spaces/],
    ['realtime:room', /Leave out the "realtime:" prefix/],
    ['x'.repeat(201), /at most 200 bytes/],
  ])('refuses %j with a message', (input, message) => {
    const result = validateChannelName(input)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })
})
