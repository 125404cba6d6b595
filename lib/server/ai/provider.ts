import 'server-only'

import { createOpenAI } from '@ai-sdk/openai'
import type { LanguageModel } from 'ai'

import type { ServerConfig } from '@/lib/config/schema'

/** The 503 message when no provider is configured; the panel shows how to configure one. */
export const AI_NOT_CONFIGURED_MESSAGE =
  'The AI assistant is not configured: set OPENAI_API_KEY (and optionally OPENAI_BASE_URL and AI_MODEL) in the dashboard\'s environment and restart it.'

type ProviderConfig = Pick<ServerConfig, 'isAiConfigured' | 'openaiApiKey' | 'openaiBaseUrl' | 'aiModel'>

/**
 * The configured model through the OpenAI provider's Chat Completions API (`.chat`), the one API
 * every OpenAI-compatible server (vLLM, Ollama, LiteLLM, …) implements; undefined when unconfigured.
 */
export function getChatModel(config: ProviderConfig): LanguageModel | undefined {
  if (!config.isAiConfigured) return undefined
  const openai = createOpenAI({
    // A local OpenAI-compatible server may need no key, but the provider insists on one.
    apiKey: config.openaiApiKey || 'not-needed',
    baseURL: config.openaiBaseUrl,
  })
  return openai.chat(config.aiModel)
}
