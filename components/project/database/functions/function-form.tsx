'use client'

import { SqlCodeField } from '@/components/project/database/objects/sql-code-field'
import { SelectField } from '@/components/ui/select-field'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { FUNCTION_BEHAVIORS, type FunctionBehavior, type FunctionDraft } from '@/lib/functions/function-sql'

import { FunctionArgumentsField } from './function-arguments-field'

const LANGUAGES = ['plpgsql', 'sql']

/** The function's definition: name, arguments, result, language, behaviour, security and its body. */
export function FunctionForm({ draft, onChange }: { draft: FunctionDraft; onChange: (draft: FunctionDraft) => void }) {
  const update = (patch: Partial<FunctionDraft>) => onChange({ ...draft, ...patch })
  const hasTableArgs = draft.args.some((arg) => arg.mode === 'table')
  const hasOutArgs = draft.args.some((arg) => arg.mode === 'out' || arg.mode === 'inout')
  const languages = LANGUAGES.includes(draft.language) ? LANGUAGES : [...LANGUAGES, draft.language]
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <FormField label="Function name">
        <Input value={draft.name} onChange={(event) => update({ name: event.target.value })} />
      </FormField>
      <FunctionArgumentsField args={draft.args} onChange={(args) => update({ args })} />
      <FormField
        label="Return type"
        description={
          hasTableArgs
            ? 'Returns a table of the table arguments.'
            : hasOutArgs
              ? 'Optional: with out arguments the result is a record of them.'
              : 'For example integer, setof text, trigger or void.'
        }
      >
        <Input value={hasTableArgs ? '' : draft.returns} disabled={hasTableArgs} onChange={(event) => update({ returns: event.target.value })} />
      </FormField>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Language" value={draft.language} options={languages.map((name) => ({ value: name, label: name }))} onChange={(language) => update({ language })} />
        <SelectField
          label="Behaviour"
          value={draft.behavior}
          options={FUNCTION_BEHAVIORS.map((behavior) => ({ value: behavior, label: behavior.toLowerCase() }))}
          onChange={(behavior) => update({ behavior: behavior as FunctionBehavior })}
        />
        <label className="flex h-8 items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.isSecurityDefiner} onChange={(event) => update({ isSecurityDefiner: event.target.checked })} />
          Security definer
        </label>
      </div>
      <FormField label="search_path" description="Schemas, comma-separated; '' for an empty path; blank to use the caller's.">
        <Input value={draft.searchPath} onChange={(event) => update({ searchPath: event.target.value })} />
      </FormField>
      <SqlCodeField label="Function body" className="h-48" initialValue={draft.body} onChange={(body) => update({ body })} />
    </div>
  )
}
