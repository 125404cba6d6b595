import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'

/**
 * The footer of a dialog that runs a schema change: what stops it (a validation message or
 * Postgres's error) next to the buttons, which wait while the change runs.
 */
export function SqlDialogFooter({
  problem,
  isRunning,
  submitLabel,
  runningLabel,
  onSubmit,
  formId,
}: {
  problem: string | null
  isRunning: boolean
  submitLabel: string
  runningLabel: string
  /** Submits a form by id when given, else calls onSubmit. */
  onSubmit?: () => void
  formId?: string
}) {
  return (
    <DialogFooter className="flex flex-col items-stretch gap-2">
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {/* Through the dialog's own close, so unsaved changes are asked about first. */}
        <DialogClose asChild>
          <Button variant="outline" disabled={isRunning}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type={formId ? 'submit' : 'button'}
          form={formId}
          variant="primary"
          onClick={formId ? undefined : onSubmit}
          disabled={isRunning}
        >
          {isRunning ? runningLabel : submitLabel}
        </Button>
      </div>
    </DialogFooter>
  )
}
