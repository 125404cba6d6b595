import { dataGeneratorHelper } from '@/lib/server/ai/data-generator'
import { handleAiHelperRequest } from '@/lib/server/ai/helper-request'

// Calls the AI provider: Node, never cached.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** {projectRef, schema, table, columns, count, hint?} → {rows} of sample values for the table. */
export function POST(request: Request): Promise<Response> {
  return handleAiHelperRequest(request, dataGeneratorHelper)
}
