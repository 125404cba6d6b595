'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PageShell } from '@/components/ui/page-shell'
import { useEdgeFunctionDeployMutation } from '@/data/edge-functions/edge-function-deploy-mutation'
import { checkFunctionFiles, type FileProblem } from '@/lib/functions/check-files'
import { FUNCTION_TEMPLATES, type FunctionTemplate } from '@/lib/functions/templates'
import { functionSlugError } from '@/lib/functions/names'
import { toast } from '@/lib/ui/toast'

import { FunctionFilesEditor } from './function-files-editor'
import { FunctionsNotConfigured } from './functions-not-configured'
import { useFunctionsAvailability } from './use-functions-availability'

/** /project/{ref}/functions/new: a template, a slug, the files, and Deploy. */
export function NewFunctionPage({ projectRef }: { projectRef: string }) {
  const router = useRouter()
  const { isAvailable, isPlatform } = useFunctionsAvailability(projectRef)
  const [template, setTemplate] = useState<FunctionTemplate>(FUNCTION_TEMPLATES[0])
  const [slug, setSlug] = useState(FUNCTION_TEMPLATES[0].slug)
  const [verifyJwt, setVerifyJwt] = useState(FUNCTION_TEMPLATES[0].verifyJwt)
  const [files, setFiles] = useState(FUNCTION_TEMPLATES[0].files)
  // Bumped when a template replaces the files, so the editor shows the new ones.
  const [generation, setGeneration] = useState(0)
  const [slugError, setSlugError] = useState<string | null>(null)
  const [problem, setProblem] = useState<FileProblem | null>(null)
  const [deployError, setDeployError] = useState<string | null>(null)
  const deploy = useEdgeFunctionDeployMutation()

  const chooseTemplate = (next: FunctionTemplate) => {
    setTemplate(next)
    setSlug(next.slug)
    setVerifyJwt(next.verifyJwt)
    setFiles(next.files)
    setProblem(null)
    setGeneration((value) => value + 1)
  }

  const handleDeploy = async () => {
    setDeployError(null)
    const slugProblem = functionSlugError(slug)
    setSlugError(slugProblem)
    const fileProblem = await checkFunctionFiles(files)
    setProblem(fileProblem)
    if (slugProblem || fileProblem) return
    deploy.mutate(
      { projectRef, slug, verifyJwt, files },
      {
        onSuccess: (deployed) => {
          toast.success(`Deployed ${deployed.slug ?? slug}`)
          router.push(`/project/${projectRef}/functions/${deployed.slug ?? slug}`)
        },
        // The code stays in the editor: only the message is shown.
        onError: (error) => setDeployError(error.message),
      }
    )
  }

  if (!isAvailable) {
    return (
      <PageShell title="New function">
        <FunctionsNotConfigured />
      </PageShell>
    )
  }

  return (
    <PageShell title="New function" description="Start from a template, edit the code, then deploy.">
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Template</legend>
          <div className="grid gap-2 md:grid-cols-3">
            {FUNCTION_TEMPLATES.map((item) => (
              <label key={item.id} className="flex cursor-pointer gap-2 rounded-md border border-border p-3 has-[:checked]:border-brand">
                <input type="radio" name="template" checked={template.id === item.id} onChange={() => chooseTemplate(item)} />
                <span className="flex flex-col">
                  <span className="text-sm font-medium">{item.label}</span>
                  <span className="text-xs text-muted">{item.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-4">
          <FormField label="Slug" error={slugError} description="1–63 letters, digits, dashes or underscores" className="w-72">
            <Input
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value)
                if (slugError) setSlugError(functionSlugError(event.target.value))
              }}
              autoComplete="off"
            />
          </FormField>
          {isPlatform && (
            <label className="flex items-center gap-2 pb-2 text-sm">
              <input type="checkbox" checked={verifyJwt} onChange={(event) => setVerifyJwt(event.target.checked)} />
              Verify JWT (callers need a valid JWT)
            </label>
          )}
        </div>
        <FunctionFilesEditor key={generation} files={files} onChange={setFiles} problem={problem} />
        {deployError && (
          <p role="alert" className="text-sm text-destructive">
            {`Deploy failed: ${deployError}`}
          </p>
        )}
        <div>
          <Button variant="primary" onClick={handleDeploy} disabled={deploy.isPending}>
            {deploy.isPending ? 'Deploying…' : 'Deploy function'}
          </Button>
        </div>
      </div>
    </PageShell>
  )
}
