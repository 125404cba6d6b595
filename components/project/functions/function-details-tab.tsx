'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useEdgeFunctionDeleteMutation } from '@/data/edge-functions/edge-function-delete-mutation'
import { useEdgeFunctionUpdateMutation } from '@/data/edge-functions/edge-function-update-mutation'
import type { EdgeFunction } from '@/data/edge-functions/edge-functions-query'
import { functionSlugError } from '@/lib/functions/names'
import { toast } from '@/lib/ui/toast'

const TypedNameConfirmationDialog = lazyComponent(() =>
  import('@/components/ui/typed-name-confirmation-dialog').then((module) => module.TypedNameConfirmationDialog)
)

/**
 * The function's name and JWT verification (PATCH), and deleting it behind the typed-name dialog.
 * Self-hosted, the name is the folder's: renaming moves the folder (and the function's URL).
 */
export function FunctionDetailsTab({ projectRef, fn, isPlatform, isReadOnly }: { projectRef: string; fn: EdgeFunction; isPlatform: boolean; isReadOnly: boolean }) {
  const router = useRouter()
  const [name, setName] = useState(fn.name)
  const [nameError, setNameError] = useState<string | null>(null)
  const [isDeleting, setIsDeleting] = useState(false)
  // Shown at once when toggled; back to the saved value if the platform refuses.
  const [verifyJwt, setVerifyJwt] = useState(fn.verify_jwt !== false)
  const update = useEdgeFunctionUpdateMutation()
  const remove = useEdgeFunctionDeleteMutation()

  const saveName = () => {
    const trimmed = name.trim()
    const problem = !trimmed ? 'Enter a name' : isPlatform ? null : functionSlugError(trimmed)
    setNameError(problem)
    if (problem) return
    update.mutate(
      { projectRef, slug: fn.slug, name: trimmed },
      {
        onSuccess: (updated) => {
          toast.success(`Saved ${updated.name ?? trimmed}`)
          if (updated.slug && updated.slug !== fn.slug) router.replace(`/project/${projectRef}/functions/${updated.slug}`)
        },
        onError: (error) => setNameError(error.message),
      }
    )
  }

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <section aria-label="Name" className="flex items-end gap-2">
        <FormField
          label={isPlatform ? 'Name' : 'Name (folder)'}
          error={nameError}
          description={isPlatform ? undefined : 'Renaming moves the function to a new folder and URL'}
          className="flex-1"
        >
          <Input value={name} onChange={(event) => setName(event.target.value)} disabled={isReadOnly} />
        </FormField>
        <Button onClick={saveName} disabled={isReadOnly || update.isPending || name.trim() === fn.name}>
          {isPlatform ? 'Save name' : 'Rename'}
        </Button>
      </section>
      {isPlatform && (
        <section aria-label="JWT verification" className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={verifyJwt}
              disabled={update.isPending}
              onChange={(event) => {
                const next = event.target.checked
                setVerifyJwt(next)
                update.mutate(
                  { projectRef, slug: fn.slug, verifyJwt: next },
                  {
                    onSuccess: (updated) => toast.success(`JWT verification ${updated.verify_jwt === false ? 'off' : 'on'}`),
                    onError: (error) => {
                      setVerifyJwt(!next)
                      toast.error(error.message)
                    },
                  }
                )
              }}
            />
            Verify JWT
          </label>
          <p className="text-xs text-muted">When on, the platform refuses requests without a valid JWT (the anon key is one) before they reach the function.</p>
        </section>
      )}
      {!isReadOnly && (
        <section aria-label="Delete function" className="flex flex-col gap-2 rounded-md border border-destructive/50 p-4">
          <h2 className="text-sm font-medium">Delete function</h2>
          <p className="text-sm text-muted">The function stops answering at once; its code is gone.</p>
          <div>
            <Button variant="danger" onClick={() => setIsDeleting(true)}>
              Delete function
            </Button>
          </div>
        </section>
      )}
      {isDeleting && (
        <TypedNameConfirmationDialog
          name={fn.slug}
          description={`The function ${fn.slug} and its code are deleted; requests to its URL fail from now on.`}
          confirmLabel="Delete function"
          isPending={remove.isPending}
          error={remove.error?.message ?? null}
          onCancel={() => setIsDeleting(false)}
          onConfirm={() =>
            remove.mutate(
              { projectRef, slug: fn.slug },
              {
                onSuccess: () => {
                  toast.success(`Deleted ${fn.slug}`)
                  router.push(`/project/${projectRef}/functions`)
                },
              }
            )
          }
        />
      )}
    </div>
  )
}
