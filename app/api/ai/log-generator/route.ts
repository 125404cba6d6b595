import { handleAiHelperRequest } from '@/lib/server/ai/helper-request'
import { logGeneratorHelper } from '@/lib/server/ai/log-generator'

// Calls the AI provider: Node, never cached.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** {projectRef, source, description} → {sql}: a logs query for the explorer's editor. */
export function POST(request: Request): Promise<Response> {
  return handleAiHelperRequest(request, logGeneratorHelper)
}
