import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'

/** The typed-client file (`Database` type) for one schema, from the project's live catalogue. */
export async function generateTypescriptTypes({ projectRef, schema = 'public' }: { projectRef: string; schema?: string }): Promise<string> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/v1/projects/{ref}/types/typescript', {
    params: { path: { ref: projectRef }, query: { included_schemas: schema } },
  })
  if (error) handleError(error)
  if (typeof data?.types !== 'string') throw new Error('The platform answered without types')
  return data.types
}
