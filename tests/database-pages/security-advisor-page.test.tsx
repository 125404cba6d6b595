import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { SecurityAdvisorPage } from '@/components/project/advisors/security-advisor-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { useAdvisorRulesStore } from '@/stores/advisor-rules-store'
import { server } from '@/tests/setup/msw-server'

import { queryHandler, renderPage } from './helpers/render-page'

const LINTS = [
  { rule: 'rls_disabled_in_public', schema: 'public', name: 'open_notes', kind: 'table' },
  { rule: 'function_search_path_mutable', schema: 'public', name: 'loose()', kind: 'function' },
]

beforeEach(() => {
  localStorage.clear()
  act(() => useAdvisorRulesStore.setState({ disabled: {} }))
  server.use(queryHandler([["'rls_disabled_in_public' as rule", LINTS]]))
})
afterEach(() => resetPlatformClient())

describe('Security advisor', () => {
  it('groups the findings by rule, errors first, with the fix and a docs link', async () => {
    renderPage(<SecurityAdvisorPage projectRef="default" />)
    const issues = await screen.findByRole('list', { name: 'Security issues' })
    const groups = within(issues).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(groups).toEqual(['RLS Disabled in Public', 'Function Search Path Mutable'])
    expect(within(issues).getByText('public.open_notes')).toBeInTheDocument()
    expect(within(issues).getByRole('link', { name: 'Learn more about RLS Disabled in Public' })).toHaveAttribute(
      'href',
      'https://supabase.test/docs/guides/database/database-linter?lint=0013_rls_disabled_in_public'
    )
  })

  it('on the rules page, a disabled rule leaves the report and stays disabled for the project', async () => {
    const { unmount } = renderPage(<SecurityAdvisorPage projectRef="default" hasRuleControls />)
    await screen.findByRole('list', { name: 'Security issues' })
    await userEvent.click(screen.getByRole('switch', { name: 'Enable RLS Disabled in Public' }))

    const issues = screen.getByRole('list', { name: 'Security issues' })
    expect(within(issues).queryByText('RLS Disabled in Public')).not.toBeInTheDocument()
    expect(within(issues).getByText('Function Search Path Mutable')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('supabase-advisor-disabled-rules')!).state.disabled).toEqual({
      default: ['rls_disabled_in_public'],
    })
    unmount()

    // The plain report honours it too, and says so.
    renderPage(<SecurityAdvisorPage projectRef="default" />)
    expect(await screen.findByText(/1 rule is disabled for this project/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Manage rules' })).toHaveAttribute('href', '/dashboard/project/default/advisors/rules/security')
    expect(within(await screen.findByRole('list', { name: 'Security issues' })).queryByText('RLS Disabled in Public')).not.toBeInTheDocument()
  })
})
