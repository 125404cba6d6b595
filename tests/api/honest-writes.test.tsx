import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { OrganizationGeneralPage } from '@/components/org/settings/organization-general-page'
import { ResetDbPasswordForm } from '@/components/project/settings/reset-db-password-form'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { setErrorReporter } from '@/lib/api/error-reporter'
import { PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'
import { renderWithPlatform } from '@/tests/billing/render-with-platform'

/**
 * SPEC §7 and issue 23: a write the platform answered 2xx happened, whatever its body says. Both failures
 * of the issue: a rename and a password reset answered with bodies that lack the contract's fields showed
 * "failed" although the change was made. Now they show success and the new state, and the odd body is
 * reported with its operation.
 */

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

const RENAME = 'PATCH /platform/organizations/{slug}'
const PASSWORD = 'PATCH /platform/projects/{ref}/db-password'
const STRONG_PASSWORD = 'Tr0ub4dor&3-horse-battery-staple'

const reported: { error: unknown; context?: Record<string, unknown> }[] = []
beforeEach(() => {
  reported.length = 0
  setErrorReporter((error, context) => reported.push({ error, context }))
})
afterEach(() => {
  setErrorReporter(null)
  resetPlatformClient()
})

/** Bodies without the contract's fields: nothing, an empty object, another object, the wrong container. */
const ODD_BODIES: [string, unknown][] = [
  ['no body', null],
  ['{}', {}],
  ['an object without the fields', { ok: true }],
  ['a list', ['done']],
]

describe('an organization rename answered with a body that lacks the contract fields', () => {
  it.each(ODD_BODIES)('with %s: says it was renamed and shows the new name', async (_, body) => {
    const state = useMockPlatform()
    state.answerBodies = { [RENAME]: body }
    const user = userEvent.setup()
    renderWithPlatform(
      <>
        <OrganizationGeneralPage slug={PRIMARY_ORG_SLUG} />
        <Toaster />
      </>
    )

    const field = await screen.findByLabelText('Organization name', {}, { timeout: 10_000 })
    await waitFor(() => expect(field).toBeEnabled())
    await user.clear(field)
    await user.type(field, 'Acme Holdings')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Organization renamed to Acme Holdings', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText(/Failed to rename/)).not.toBeInTheDocument()
    expect(state.organizations.find((organization) => organization.slug === PRIMARY_ORG_SLUG)?.name).toBe('Acme Holdings')
    // The organization was read again: the field holds the name the platform now has.
    await waitFor(() => expect(screen.getByLabelText('Organization name')).toHaveValue('Acme Holdings'))
    if (body !== null) {
      // A body the contract does not describe is reported with its operation and what was wrong.
      expect(reported.map((entry) => entry.context)).toContainEqual(expect.objectContaining({ operation: RENAME, write: true }))
      expect((reported.at(-1)?.context?.issues as string[]).length).toBeGreaterThan(0)
    }
  })
})

describe('a database password reset answered with a body that lacks the contract fields', () => {
  it.each(ODD_BODIES)('with %s: says it was reset and clears the form', async (_, body) => {
    const state = useMockPlatform()
    state.answerBodies = { [PASSWORD]: body }
    const user = userEvent.setup()
    renderWithPlatform(
      <>
        <ResetDbPasswordForm projectRef={PRIMARY_PROJECT_REF} />
        <Toaster />
      </>
    )

    const field = screen.getByLabelText('Database password')
    await user.type(field, STRONG_PASSWORD)
    const submit = screen.getByRole('button', { name: 'Reset database password' })
    // The strength meter asks the platform; the button waits for a strong enough score.
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 10_000 })
    await user.click(submit)

    expect(await screen.findByText('Database password reset', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText(/Failed to reset/)).not.toBeInTheDocument()
    // The new state: the form is empty again, ready for another reset, with no error under the field.
    await waitFor(() => expect(screen.getByLabelText('Database password')).toHaveValue(''))
    expect(state.requests.filter((request) => request.method === 'PATCH' && request.path.endsWith('/db-password'))).toHaveLength(1)
  })
})
