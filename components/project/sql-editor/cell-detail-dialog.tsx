'use client'

import { cellDetailText } from '@/components/project/table-editor/grid/grid-cell-value'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

export interface CellDetail {
  column: string
  rowNumber: number
  value: unknown
}

/** A grid cell's whole value (JSON pretty-printed), opened by clicking the truncated cell. */
export function CellDetailDialog({ cell, onClose }: { cell: CellDetail | null; onClose: () => void }) {
  const text = cell ? cellDetailText(cell.value) : ''
  return (
    <Dialog open={cell !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="xlarge">
        <DialogHeader className="pr-10">
          <DialogTitle>{cell?.column}</DialogTitle>
          <DialogDescription>Row {cell?.rowNumber}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          <pre
            aria-label="Cell value"
            className="max-h-[60vh] overflow-auto rounded-md border border-border bg-background p-3 font-mono text-xs whitespace-pre-wrap break-all"
          >
            {text}
          </pre>
          <div>
            <CopyButton text={text} size="tiny" />
          </div>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
