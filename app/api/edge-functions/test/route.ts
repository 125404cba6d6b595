import { handleFunctionTestRequest } from '@/lib/server/functions/test-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** The functions test console: one request to the function's own URL, its answer and duration. */
export function POST(request: Request): Promise<Response> {
  return handleFunctionTestRequest(request)
}
