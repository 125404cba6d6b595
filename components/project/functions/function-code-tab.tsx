'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { QueryState } from '@/components/ui/query-state'
import { useEdgeFunctionBodyQuery, type EdgeFunctionBody } from '@/data/edge-functions/edge-function-body-query'
import { useEdgeFunctionDeployMutation } from '@/data/edge-functions/edge-function-deploy-mutation'
import type { EdgeFunction } from '@/data/edge-functions/edge-functions-query'
import { checkFunctionFiles, type FileProblem } from '@/lib/functions/check-files'
import { toast } from '@/lib/ui/toast'

import { FunctionFilesEditor } from './function-files-editor'

function CodeEditorForm({ projectRef, fn, body, isReadOnly }: { projectRef: string; fn: EdgeFunction; body: EdgeFunctionBody; isReadOnly: boolean }) {
  const [files, setFiles] = useState(body.files)
  const [problem, setProblem] = useState<FileProblem | null>(null)
  const [deployError, setDeployError] = useState<string | null>(null)
  const deploy = useEdgeFunctionDeployMutation()
  const isChanged = files !== body.files

  const handleDeploy = async () => {
    setDeployError(null)
    const found = await checkFunctionFiles(files)
    setProblem(found)
    if (found) return
    deploy.mutate(
      { projectRef, slug: fn.slug, name: fn.name, verifyJwt: fn.verify_jwt !== false, files, entrypoint: body.entrypoint },
      {
        onSuccess: (deployed) => toast.success(`Deployed ${fn.slug}${deployed.version ? ` (version ${deployed.version})` : ''}`),
        // The edits stay in the editor; only the platform's message is added.
        onError: (error) => setDeployError(error.message),
      }
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <FunctionFilesEditor files={files} onChange={setFiles} problem={problem} entrypoint={body.entrypoint} isReadOnly={isReadOnly} />
      {deployError && (
        <p role="alert" className="text-sm text-destructive">
          {`Deploy failed: ${deployError}`}
        </p>
      )}
      {!isReadOnly && (
        <div className="flex items-center gap-3">
          <Button variant="primary" onClick={handleDeploy} disabled={deploy.isPending}>
            {deploy.isPending ? 'Deploying…' : 'Deploy updates'}
          </Button>
          {isChanged && <span className="text-xs text-muted">Unsaved changes</span>}
        </div>
      )}
    </div>
  )
}

/** The deployed files, editable and redeployed in place (the edits survive a refused deploy). */
export function FunctionCodeTab({ projectRef, fn, isReadOnly }: { projectRef: string; fn: EdgeFunction; isReadOnly: boolean }) {
  const body = useEdgeFunctionBodyQuery({ projectRef, slug: fn.slug })
  return (
    <QueryState query={body} what="the function's code">
      {(data) => <CodeEditorForm projectRef={projectRef} fn={fn} body={data} isReadOnly={isReadOnly} />}
    </QueryState>
  )
}
