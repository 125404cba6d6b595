import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { SupportRequestForm } from '@/components/shell/errors/support-request-form'
import { buildSupportLink, readSupportRequest } from '@/lib/error-reporting/support-link'

function mailParts(href: string) {
  const [address, query] = href.replace(/^mailto:/, '').split('?')
  const fields = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)))
  return { address, ...fields } as { address: string; subject: string; body: string }
}

describe('support form (/support/new)', () => {
  it('is prefilled from the link of the global error screen and mails every field to support', async () => {
    const user = userEvent.setup()
    const error = { message: 'boom', stack: 'Error: boom\n    at X (x.tsx:1:1)' }
    const link = buildSupportLink({ sid: 'report-42', pathname: '/project/abc', error })
    const query = Object.fromEntries(new URL(link, 'https://example.test').searchParams)
    const onOpenMail = vi.fn()
    render(<SupportRequestForm initial={readSupportRequest(query)} onOpenMail={onOpenMail} />)

    expect(screen.getByLabelText('Category')).toHaveValue('dashboard_bug')
    expect(screen.getByLabelText('Error report id')).toHaveValue('report-42')
    expect(screen.getByLabelText('Subject')).toHaveValue('Client side exception occurred on dashboard')
    expect(screen.getByLabelText('Message')).toHaveValue('Path name: /project/abc\n\nError: boom\n    at X (x.tsx:1:1)')

    await user.type(screen.getByLabelText('Message'), '\nIt happened after saving.')
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    expect(onOpenMail).toHaveBeenCalledTimes(1)
    expect(mailParts(onOpenMail.mock.calls[0][0])).toEqual({
      address: 'support@supabase.com',
      subject: 'Client side exception occurred on dashboard',
      body:
        'Category: dashboard_bug\nError report id: report-42\n\n' +
        'Path name: /project/abc\n\nError: boom\n    at X (x.tsx:1:1)\nIt happened after saving.',
    })
  })

  it('asks for a subject and a message before sending', async () => {
    const user = userEvent.setup()
    const onOpenMail = vi.fn()
    render(<SupportRequestForm initial={readSupportRequest({})} onOpenMail={onOpenMail} />)
    expect(screen.queryByLabelText('Error report id')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(screen.getByText('Please add a subject')).toBeInTheDocument()
    expect(screen.getByText('Please describe the problem')).toBeInTheDocument()
    expect(onOpenMail).not.toHaveBeenCalled()

    await user.selectOptions(screen.getByLabelText('Category'), 'billing')
    await user.type(screen.getByLabelText('Subject'), 'Invoice question')
    await user.type(screen.getByLabelText('Message'), 'Why was I charged twice?')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(mailParts(onOpenMail.mock.calls[0][0]).body).toBe('Category: billing\n\nWhy was I charged twice?')
  })
})
