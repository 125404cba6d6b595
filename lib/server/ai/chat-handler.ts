import 'server-only'

import { convertToModelMessages, streamText } from 'ai'

import type { ServerConfig } from '@/lib/config/schema'
import { isAuthenticatedRequest, isDashboardAuthEnabled } from '@/lib/server/auth/dashboard-session'
import { getServerConfig } from '@/lib/server/config'
import { errorResponse, HttpError } from '@/lib/server/http/http-error'
import { readJsonBody } from '@/lib/server/http/read-body'
import { toErrorResponse } from '@/lib/server/route/self-hosted-route'
import { isCrossOriginRequest } from '@/lib/server/security/origin'

import { AI_CHAT_MAX_BODY_BYTES, parseChatRequest } from './chat-request'
import { assertPlatformAccess } from './platform-access'
import { AI_NOT_CONFIGURED_MESSAGE, getChatModel } from './provider'
import { loadSchemaContext } from './schema-context'
import { buildSystemPrompt } from './system-prompt'

/**
 * POST /dashboard/api/ai/chat: streams the assistant's answer as an AI SDK UI-message stream.
 * Every failure before the stream starts is JSON {message}; a provider failure during the stream
 * arrives as the stream's own error chunk, which useChat surfaces.
 */
export async function handleChatRequest(request: Request): Promise<Response> {
  try {
    const config = getServerConfig()
    // The answer spends the deployment's provider key: another site must not make a visitor's browser call it.
    if (isCrossOriginRequest(request)) return errorResponse(403, 'Cross-origin requests are not allowed')
    if (!config.isPlatform && isDashboardAuthEnabled(config) && !isAuthenticatedRequest(request, config)) {
      return errorResponse(401, 'Sign in to the dashboard to use the AI assistant')
    }
    const model = getChatModel(config)
    if (!model) return errorResponse(503, AI_NOT_CONFIGURED_MESSAGE)

    const chat = await parseChatRequest(await readJsonBody(request, AI_CHAT_MAX_BODY_BYTES, 'Chat request'))
    if (config.isPlatform) await assertPlatformAccess(request, chat.projectRef, config)
    const schemaDdl = await schemaContextFor(chat.projectRef, config)

    const result = streamText({
      // The deployment's AI_MODEL always serves, whatever `model` the browser sent: a page must not
      // be able to spend the key on another (pricier) model.
      model,
      system: buildSystemPrompt({ projectRef: chat.projectRef, schemaDdl }),
      messages: convertToModelMessages(chat.messages),
      abortSignal: request.signal,
      // One line per failure instead of the SDK's default dump of the whole request.
      onError: ({ error }) => console.error(`[ai] ${describeStreamError(error)}`),
    })
    return result.toUIMessageStreamResponse({
      headers: { 'Cache-Control': 'no-store' },
      onError: describeStreamError,
    })
  } catch (error) {
    return toErrorResponse(error)
  }
}

/**
 * The schema is helpful context, never a reason to refuse a chat: failures only lose the context.
 * An unknown project is the exception: there is nothing to chat about.
 */
async function schemaContextFor(projectRef: string, config: ServerConfig): Promise<string | undefined> {
  try {
    return await loadSchemaContext(projectRef, config)
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw error
    console.error(`[ai] Could not read the schema of project ${projectRef}`, error)
    return undefined
  }
}

function describeStreamError(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return message ? `The AI provider failed: ${message}` : 'The AI provider failed to answer.'
}
