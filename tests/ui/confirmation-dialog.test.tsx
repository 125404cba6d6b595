import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { ConfirmationDialog, type ConfirmationDialogProps } from '@/components/ui/confirmation-dialog'

function renderDialog(props: Partial<ConfirmationDialogProps> = {}) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  const user = userEvent.setup()
  const view = render(
    <ConfirmationDialog
      visible
      title="Delete project"
      description="This cannot be undone."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>Body content</p>
    </ConfirmationDialog>
  )
  return { ...view, user, onConfirm, onCancel }
}

describe('ConfirmationDialog', () => {
  it('is closed unless visible', () => {
    render(<ConfirmationDialog title="Hidden" onConfirm={() => {}} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    render(<ConfirmationDialog visible={false} title="Hidden" onConfirm={() => {}} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows header, description, body and the default footer', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Delete project' })
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.')
    expect(within(dialog).getByText('Body content')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled()
  })

  it('applies the SPEC §9 defaults: success variant, large size, horizontal layout, left footer, close button', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveAttribute('data-size', 'large')
    expect(dialog).toHaveAttribute('data-layout', 'horizontal')
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-variant', 'primary')
    expect(screen.getByTestId('confirmation-dialog-footer')).toHaveAttribute('data-alignment', 'left')
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it.each([
    ['danger', 'danger'],
    ['warning', 'warning'],
    ['success', 'primary'],
  ] as const)('gives the %s variant a %s Confirm button', (variant, buttonVariant) => {
    renderDialog({ variant })
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-variant', buttonVariant)
  })

  it('uses custom labels and size', () => {
    renderDialog({ confirmLabel: 'Delete', cancelLabel: 'Keep it', size: 'small' })
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'small')
  })

  it('calls onConfirm and onCancel from the footer buttons', async () => {
    const { user, onConfirm, onCancel } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('calls onCancel when closed from outside: close button, Escape or overlay', async () => {
    const { user, onCancel, onConfirm } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    await user.click(screen.getByTestId('dialog-overlay'))
    expect(onCancel).toHaveBeenCalledTimes(3)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('disables both buttons and shows a spinner on Confirm while loading', async () => {
    const { user, onConfirm } = renderDialog({ loading: true })
    const confirm = screen.getByRole('button', { name: /Confirm/ })
    expect(confirm).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(within(confirm).getByRole('status')).toBeInTheDocument()
    await user.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('aligns the footer right on request and centres it in the vertical layout', () => {
    const { unmount } = renderDialog({ footerAlignment: 'right' })
    expect(screen.getByTestId('confirmation-dialog-footer')).toHaveAttribute('data-alignment', 'right')
    unmount()
    renderDialog({ layout: 'vertical', footerAlignment: 'right' })
    expect(screen.getByRole('dialog')).toHaveAttribute('data-layout', 'vertical')
    expect(screen.getByTestId('confirmation-dialog-footer')).toHaveAttribute('data-alignment', 'center')
  })

  it('can hide the close button', () => {
    renderDialog({ showCloseButton: false })
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
  })

  it('accepts a custom footer or none at all', () => {
    const { unmount } = renderDialog({ footer: <button type="button">Custom action</button> })
    expect(screen.getByRole('button', { name: 'Custom action' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
    unmount()
    renderDialog({ hideFooter: true })
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
  })

  it('renders without a header section when there is no title or description', () => {
    renderDialog({ title: undefined, description: undefined })
    // The dialog still has an accessible name (read by screen readers only) but no description.
    const dialog = screen.getByRole('dialog', { name: 'Confirm' })
    expect(dialog).not.toHaveAttribute('aria-describedby')
    expect(within(dialog).getByText('Body content')).toBeInTheDocument()
  })

  it('opens from a trigger element and closes itself on Cancel', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmationDialog title="Pause project" onConfirm={onConfirm} trigger={<button type="button">Pause</button>} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    expect(screen.getByRole('dialog', { name: 'Pause project' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('follows the visible flag of a controlling parent', async () => {
    const user = userEvent.setup()
    function Parent() {
      const [isVisible, setIsVisible] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setIsVisible(true)}>
            Open
          </button>
          <ConfirmationDialog visible={isVisible} title="Controlled" onConfirm={() => setIsVisible(false)} onCancel={() => setIsVisible(false)} />
        </>
      )
    }
    render(<Parent />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
