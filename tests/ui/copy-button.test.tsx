import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast, Toaster } from 'sonner'

import { CopyButton } from '@/components/ui/copy-button'

describe('CopyButton', () => {
  describe('copied state (fake timers)', () => {
    // user-event's click waits on setTimeout, which fake timers freeze; fireEvent plus act is enough here.
    async function click(button: HTMLElement) {
      button.focus()
      await act(async () => {
        fireEvent.click(button)
      })
    }

    beforeEach(() => {
      userEvent.setup() // installs the clipboard stub on navigator
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
      vi.restoreAllMocks()
    })

    it('copies, shows "Copied" with a check icon, and returns to "Copy" after 2000 ms', async () => {
      // The stub's readText relies on timers, so observe the write itself.
      const writeText = vi.spyOn(navigator.clipboard, 'writeText')
      const onCopy = vi.fn()
      render(<CopyButton text="select 1;" onCopy={onCopy} />)

      expect(screen.queryByTestId('copied-icon')).not.toBeInTheDocument()
      await click(screen.getByRole('button', { name: 'Copy' }))

      expect(writeText).toHaveBeenCalledWith('select 1;')
      expect(onCopy).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
      expect(screen.getByTestId('copied-icon')).toBeInTheDocument()

      act(() => vi.advanceTimersByTime(1999))
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(1))
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
      expect(screen.queryByTestId('copied-icon')).not.toBeInTheDocument()
    })

    it('restarts the 2 s window on a second click', async () => {
      const writeText = vi.spyOn(navigator.clipboard, 'writeText')
      render(<CopyButton text={() => 'computed'} />)
      await click(screen.getByRole('button', { name: 'Copy' }))
      act(() => vi.advanceTimersByTime(1500))
      await click(screen.getByRole('button', { name: 'Copied' }))
      expect(writeText).toHaveBeenLastCalledWith('computed')
      expect(writeText).toHaveBeenCalledTimes(2)
      act(() => vi.advanceTimersByTime(1500))
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(500))
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
    })
  })

  describe('failures', () => {
    afterEach(() => {
      vi.restoreAllMocks()
      // Sonner keeps toasts in a module-level store and replays active ones to a new <Toaster>.
      toast.dismiss()
    })

    it('shows "Unable to copy to clipboard" when the window lacks focus', async () => {
      const user = userEvent.setup()
      render(
        <>
          <Toaster />
          <CopyButton text="secret" />
        </>
      )
      await navigator.clipboard.writeText('before')
      vi.spyOn(document, 'hasFocus').mockReturnValue(false)

      await user.click(screen.getByRole('button', { name: 'Copy' }))

      expect(await screen.findByText('Unable to copy to clipboard')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
      expect(await navigator.clipboard.readText()).toBe('before')
    })

    it('shows the same toast when the clipboard write fails', async () => {
      const user = userEvent.setup()
      render(
        <>
          <Toaster />
          <CopyButton text="secret" />
        </>
      )
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))

      await user.click(screen.getByRole('button', { name: 'Copy' }))

      expect(await screen.findByText('Unable to copy to clipboard')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument()
    })
  })
})
