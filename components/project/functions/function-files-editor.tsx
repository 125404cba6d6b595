'use client'

import { Plus, X } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryLoading } from '@/components/ui/query-state'
import { DEFAULT_ENTRYPOINT, type FunctionFile } from '@/lib/functions/deploy-form'
import { functionFileNameError } from '@/lib/functions/names'
import { cn } from '@/lib/utils/cn'

import type { FileProblem } from '@/lib/functions/check-files'

// CodeMirror and the TypeScript grammar load with the first editor on screen, never with the page.
const TypeScriptCodeEditor = lazyComponent(() => import('./typescript-code-editor').then((module) => module.default), {
  isClientOnly: true,
  fallback: <QueryLoading label="Loading editor…" />,
})

export interface FunctionFilesEditorProps {
  files: FunctionFile[]
  onChange: (files: FunctionFile[]) => void
  problem: FileProblem | null
  entrypoint?: string
  isReadOnly?: boolean
}

/** A function's files as tabs, one CodeMirror editor for the open file, and adding or removing files. */
export function FunctionFilesEditor({ files, onChange, problem, entrypoint = DEFAULT_ENTRYPOINT, isReadOnly = false }: FunctionFilesEditorProps) {
  const [activeName, setActiveName] = useState(files[0]?.name ?? entrypoint)
  const [newName, setNewName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const active = files.find((file) => file.name === activeName) ?? files[0]
  // Showing a problem opens its file.
  const shownProblem = problem && active && problem.file === active.name ? problem : null

  const addFile = () => {
    const name = newName.trim()
    const error = functionFileNameError(name) ?? (files.some((file) => file.name === name) ? `${name} already exists` : null)
    setNameError(error)
    if (error) return
    onChange([...files, { name, content: '' }])
    setActiveName(name)
    setNewName('')
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div role="tablist" aria-label="Files" className="flex flex-wrap items-center gap-1">
          {files.map((file) => (
            <button
              key={file.name}
              type="button"
              role="tab"
              aria-selected={file.name === active?.name}
              onClick={() => setActiveName(file.name)}
              className={cn(
                'rounded-md border px-2 py-1 font-mono text-xs',
                file.name === active?.name ? 'border-brand bg-surface' : 'border-border',
                problem?.file === file.name && 'border-destructive'
              )}
            >
              {file.name}
            </button>
          ))}
        </div>
        {!isReadOnly && active && active.name !== entrypoint && (
          <Button
            variant="ghost"
            size="tiny"
            onClick={() => {
              onChange(files.filter((item) => item.name !== active.name))
              setActiveName(entrypoint)
            }}
          >
            <X aria-hidden="true" className="size-3.5" />
            {`Remove ${active.name}`}
          </Button>
        )}
      </div>
      {problem && problem.file !== active?.name && (
        <p role="alert" className="text-sm text-destructive">
          {`${problem.file}: ${problem.message}`}
        </p>
      )}
      {active && (
        <div role="tabpanel" aria-label={active.name}>
          <TypeScriptCodeEditor
            key={active.name}
            initialValue={active.content}
            ariaLabel={`Code of ${active.name}`}
            isReadOnly={isReadOnly}
            problem={shownProblem && shownProblem.from !== undefined ? { from: shownProblem.from, message: shownProblem.message } : null}
            onChange={(content) => onChange(files.map((file) => (file.name === active.name ? { ...file, content } : file)))}
          />
          {shownProblem && (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {shownProblem.message}
            </p>
          )}
        </div>
      )}
      {!isReadOnly && (
        <div className="flex items-end gap-2">
          <FormField label="New file" error={nameError} className="w-64">
            <Input
              value={newName}
              placeholder="lib/helpers.ts"
              onChange={(event) => setNewName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  addFile()
                }
              }}
            />
          </FormField>
          <Button onClick={addFile}>
            <Plus aria-hidden="true" className="size-3.5" />
            Add file
          </Button>
        </div>
      )}
    </div>
  )
}
