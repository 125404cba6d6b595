import { act, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { Dialog, DialogBody, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { EDITOR_CLOSE_POPUPS_EVENT } from '@/lib/ui/editor-popups'
import { readFormDraft, useFormDraft } from '@/stores/form-drafts-store'

afterEach(() => window.localStorage.clear())

function FormDialog({ withEditorPopup = false }: { withEditorPopup?: boolean }) {
  const [isOpen, setIsOpen] = useState(true)
  const [name, setName] = useState('')
  if (!isOpen) return <p>closed</p>
  return (
    <Dialog open hasUnsavedChanges={name !== ''} onOpenChange={(next) => setIsOpen(next)}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Create a policy</DialogTitle>
        <DialogBody>
          <input aria-label="Policy name" value={name} onChange={(event) => setName(event.target.value)} />
          {withEditorPopup && (
            <div className="cm-editor" data-testid="editor">
              <textarea aria-label="USING expression" />
              <div className="cm-tooltip-autocomplete" role="listbox" aria-label="Completions" />
            </div>
          )}
          <DialogClose>Cancel</DialogClose>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}

describe('a dialog with unsaved changes', () => {
  it('closes at once while nothing was typed', async () => {
    const user = userEvent.setup()
    render(<FormDialog />)
    await user.keyboard('{Escape}')
    expect(screen.getByText('closed')).toBeInTheDocument()
  })

  it('asks before Escape, Cancel, the close button and an outside click throw the work away', async () => {
    const user = userEvent.setup()
    render(<FormDialog />)
    await user.type(screen.getByRole('textbox', { name: 'Policy name' }), 'own rows')

    const closers = [
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
      () => user.click(screen.getByRole('button', { name: 'Close' })),
      () => user.click(screen.getByTestId('dialog-overlay')),
    ]
    for (const close of closers) {
      await close()
      const prompt = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })
      await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }))
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(screen.getByRole('textbox', { name: 'Policy name' })).toHaveValue('own rows')
    }

    await user.keyboard('{Escape}')
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }))
    expect(screen.getByText('closed')).toBeInTheDocument()
  })

  it('lets Escape in a code editor close its autocomplete first, and leaves the dialog open', async () => {
    const user = userEvent.setup()
    render(<FormDialog withEditorPopup />)
    let closeRequests = 0
    screen.getByTestId('editor').addEventListener(EDITOR_CLOSE_POPUPS_EVENT, () => (closeRequests += 1))
    await user.click(screen.getByRole('textbox', { name: 'USING expression' }))
    await user.keyboard('{Escape}')
    expect(closeRequests).toBe(1)
    expect(screen.getByRole('dialog', { name: 'Create a policy' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('warns before the page is left or reloaded', async () => {
    const user = userEvent.setup()
    render(<FormDialog />)
    const before = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(before)
    expect(before.defaultPrevented).toBe(false)
    await user.type(screen.getByRole('textbox', { name: 'Policy name' }), 'x')
    const after = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(after)
    expect(after.defaultPrevented).toBe(true)
  })
})

describe('form drafts', () => {
  const initial = { name: '', command: 'SELECT', roles: [] as string[] }

  it('keep a form per key across a reload until cleared, and ignore one of another shape', () => {
    const first = renderHook(() => useFormDraft('default:policy:public.todos:new', initial))
    act(() => first.result.current.setDraft({ ...initial, name: 'own rows', roles: ['authenticated'] }))
    expect(first.result.current.isDirty).toBe(true)
    first.unmount()

    // A reload: a new mount reads what was kept.
    const second = renderHook(() => useFormDraft('default:policy:public.todos:new', initial))
    expect(second.result.current.draft).toEqual({ name: 'own rows', command: 'SELECT', roles: ['authenticated'] })
    expect(second.result.current.isRestored).toBe(true)
    // Another table's form starts empty.
    expect(renderHook(() => useFormDraft('default:policy:public.notes:new', initial)).result.current.draft).toEqual(initial)

    act(() => second.result.current.clear())
    expect(readFormDraft('default:policy:public.todos:new')).toBeUndefined()

    window.localStorage.setItem('supabase-dashboard-form-drafts', JSON.stringify({ k: { value: { name: 3 }, savedAt: Date.now() } }))
    expect(renderHook(() => useFormDraft('k', initial)).result.current.draft).toEqual(initial)
  })
})
