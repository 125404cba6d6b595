'use client'

import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { Input } from '@/components/ui/input'
import { ARGUMENT_MODES, type ArgumentMode, type FunctionArgumentDraft } from '@/lib/functions/function-sql'

const EMPTY_ARGUMENT: FunctionArgumentDraft = { mode: 'in', name: '', type: 'text', defaultValue: '' }

/** The arguments table: one row per argument, in order, with its mode, name, type and default. */
export function FunctionArgumentsField({
  args,
  onChange,
}: {
  args: readonly FunctionArgumentDraft[]
  onChange: (args: FunctionArgumentDraft[]) => void
}) {
  const update = (index: number, patch: Partial<FunctionArgumentDraft>) =>
    onChange(args.map((arg, position) => (position === index ? { ...arg, ...patch } : arg)))
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">Arguments</span>
      {args.length > 0 && (
        <DataTable
          variant="plain"
          label="Arguments"
          columns={[
            {
              header: 'Mode',
              render: (arg, index) => (
                <select
                  aria-label={`Argument ${index + 1} mode`}
                  value={arg.mode}
                  onChange={(event) => update(index, { mode: event.target.value as ArgumentMode })}
                  className="h-8 rounded-md border border-border bg-background px-1 text-sm"
                >
                  {ARGUMENT_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {mode}
                    </option>
                  ))}
                </select>
              ),
            },
            {
              header: 'Name',
              render: (arg, index) => (
                <Input aria-label={`Argument ${index + 1} name`} value={arg.name} onChange={(event) => update(index, { name: event.target.value })} />
              ),
            },
            {
              header: 'Type',
              render: (arg, index) => (
                <Input aria-label={`Argument ${index + 1} type`} value={arg.type} onChange={(event) => update(index, { type: event.target.value })} />
              ),
            },
            {
              header: 'Default',
              render: (arg, index) => (
                <Input
                  aria-label={`Argument ${index + 1} default`}
                  value={arg.defaultValue}
                  disabled={arg.mode === 'out' || arg.mode === 'table'}
                  onChange={(event) => update(index, { defaultValue: event.target.value })}
                />
              ),
            },
            {
              header: 'Remove',
              isHeaderHidden: true,
              render: (_, index) => (
                <Button size="tiny" variant="ghost" aria-label={`Remove argument ${index + 1}`} onClick={() => onChange(args.filter((_, position) => position !== index))}>
                  Remove
                </Button>
              ),
            },
          ]}
          rows={args}
          getRowKey={(_, index) => String(index)}
          rowClassName="border-0"
        />
      )}
      <div>
        <Button size="tiny" variant="outline" onClick={() => onChange([...args, EMPTY_ARGUMENT])}>
          Add argument
        </Button>
      </div>
    </div>
  )
}
