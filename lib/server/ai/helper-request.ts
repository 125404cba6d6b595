import 'server-only'

import type { LanguageModel } from 'ai'

import type { AiFeatureOptIn } from '@/lib/ai/opt-in'
import { isAuthenticatedRequest, isDashboardAuthEnabled } from '@/lib/server/auth/dashboard-session'
import { getServerConfig } from '@/lib/server/config'
import { errorResponse, HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { readJsonBody } from '@/lib/server/http/read-body'
import { toErrorResponse } from '@/lib/server/route/self-hosted-route'
import { isCrossOriginRequest } from '@/lib/server/security/origin'

import { assertPlatformAccess } from './platform-access'
import { AI_NOT_CONFIGURED_MESSAGE, getChatModel } from './provider'

const HELPER_MAX_BODY_BYTES = 256 * 1024

export interface AiHelper<Input extends { projectRef: string }> {
  feature: AiFeatureOptIn
  /** Validates the body (400 on a bad one). */
  parse: (body: unknown) => Input
  /** Asks the model; the answer is sent as JSON. */
  answer: (input: Input, model: LanguageModel, signal: AbortSignal) => Promise<unknown>
}

/**
 * One AI helper call (data generator, log generator): the chat's guards (same origin, the dashboard's
 * session, a configured provider, the organization's opt-in to this helper on the platform), then one
 * model call whose structured answer is returned as JSON. A provider failure is a 502 naming it.
 */
export async function handleAiHelperRequest<Input extends { projectRef: string }>(request: Request, helper: AiHelper<Input>): Promise<Response> {
  try {
    const config = getServerConfig()
    // The answer spends the deployment's provider key: another site must not make a visitor's browser call it.
    if (isCrossOriginRequest(request)) return errorResponse(403, 'Cross-origin requests are not allowed')
    if (!config.isPlatform && isDashboardAuthEnabled(config) && !isAuthenticatedRequest(request, config)) {
      return errorResponse(401, 'Sign in to the dashboard to use the AI helpers')
    }
    const model = getChatModel(config)
    if (!model) return errorResponse(503, AI_NOT_CONFIGURED_MESSAGE)
    const input = helper.parse(await readJsonBody(request, HELPER_MAX_BODY_BYTES, 'AI helper request'))
    if (config.isPlatform) await assertPlatformAccess(request, input.projectRef, config, helper.feature)
    let answer: unknown
    try {
      answer = await helper.answer(input, model, request.signal)
    } catch (error) {
      if (error instanceof HttpError) throw error
      const message = error instanceof Error && error.message ? error.message : 'no answer'
      console.error(`[ai] ${helper.feature}: ${message}`)
      return errorResponse(502, `The AI provider failed: ${message}`)
    }
    return jsonResponse(answer)
  } catch (error) {
    return toErrorResponse(error)
  }
}
