import { handleChatRequest } from '@/lib/server/ai/chat-handler'

// Streams through the AI SDK and reads the database for schema context: Node, never cached.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleChatRequest(request)
}
