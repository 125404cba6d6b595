import { describe, expect, it } from 'vitest'

import { isDomMutationError } from '@/lib/error-reporting/dom-errors'
import { toError } from '@/lib/error-reporting/normalize-error'
import { supportCategoryOrDefault } from '@/lib/error-reporting/support-categories'
import {
  buildSupportLink,
  buildSupportMailto,
  buildSupportMessage,
  readSupportRequest,
} from '@/lib/error-reporting/support-link'

const error = { message: 'Cannot read properties of undefined', stack: 'TypeError: Cannot read properties of undefined\n    at Page (page.tsx:10:5)' }

describe('support link (SPEC §2 routes)', () => {
  it('prefills category, sid, subject and a message made of the path name and the stack', () => {
    expect(buildSupportLink({ sid: 'abc123', pathname: '/project/xyz/sql/new', error })).toBe(
      '/support/new?category=dashboard_bug&sid=abc123' +
        '&subject=Client%20side%20exception%20occurred%20on%20dashboard' +
        '&message=Path%20name%3A%20%2Fproject%2Fxyz%2Fsql%2Fnew%0A%0ATypeError%3A%20Cannot%20read%20properties%20of%20undefined%0A%20%20%20%20at%20Page%20(page.tsx%3A10%3A5)'
    )
  })

  it('round-trips through URL parsing', () => {
    const link = buildSupportLink({ sid: 'id-1', pathname: '/org/a&b?c=d', error })
    const params = new URL(link, 'https://example.test').searchParams
    expect(Object.fromEntries(params)).toEqual({
      category: 'dashboard_bug',
      sid: 'id-1',
      subject: 'Client side exception occurred on dashboard',
      message: `Path name: /org/a&b?c=d\n\n${error.stack}`,
    })
  })

  it('leaves sid out when there is no error report', () => {
    const link = buildSupportLink({ pathname: '/', error })
    expect(new URL(link, 'https://example.test').searchParams.has('sid')).toBe(false)
    expect(link.startsWith('/support/new?category=dashboard_bug&subject=')).toBe(true)
  })

  it('falls back to the message when there is no stack', () => {
    expect(buildSupportMessage('/x', { message: 'boom' })).toBe('Path name: /x\n\nboom')
    expect(buildSupportMessage('/x', undefined)).toBe('Path name: /x\n\n')
  })

  it('reads the prefill from the query, taking the first of repeated values', () => {
    expect(readSupportRequest({ category: 'dashboard_bug', sid: ['a', 'b'], subject: 'S' })).toEqual({
      category: 'dashboard_bug',
      sid: 'a',
      subject: 'S',
      message: '',
    })
  })

  it('builds the mail to support with every field', () => {
    const href = buildSupportMailto({ category: 'dashboard_bug', sid: 'abc', subject: 'Crash & burn', message: 'Path name: /\n\nstack' })
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('support@supabase.com')
    expect(decodeURIComponent(href.split('subject=')[1].split('&')[0])).toBe('Crash & burn')
    expect(decodeURIComponent(href.split('body=')[1])).toBe(
      'Category: dashboard_bug\nError report id: abc\n\nPath name: /\n\nstack'
    )
  })

  it('keeps known support categories and defaults unknown ones', () => {
    expect(supportCategoryOrDefault('dashboard_bug')).toBe('dashboard_bug')
    expect(supportCategoryOrDefault('nonsense')).toBe('problem')
  })
})

describe('error helpers', () => {
  it.each([
    ["Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.", true],
    ["Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.", true],
    ['Cannot read properties of undefined', false],
    ['', false],
  ])('isDomMutationError(%j) is %s', (message, expected) => {
    expect(isDomMutationError(message)).toBe(expected)
  })

  it('turns any thrown value into an Error', () => {
    const original = new Error('x')
    expect(toError(original)).toBe(original)
    expect(toError('plain').message).toBe('plain')
    expect(toError({ code: 1 }).message).toBe('{"code":1}')
    expect(toError(undefined).message).toBe('undefined')
  })
})
