/** Shown instead of the chat when the deployment has no AI provider (PublicConfig.isAiConfigured false). */
export const AI_NOT_CONFIGURED_TITLE = 'The AI assistant is not configured'
export const AI_CONFIGURE_INSTRUCTIONS =
  "Set OPENAI_API_KEY (and optionally OPENAI_BASE_URL and AI_MODEL) in the dashboard's environment and restart it."

export function AiNotConfiguredNotice() {
  return (
    <div role="status" className="m-3 rounded-md border border-border bg-surface p-3 text-sm">
      <p className="font-medium text-foreground">{AI_NOT_CONFIGURED_TITLE}</p>
      <p className="mt-1 text-muted">{AI_CONFIGURE_INSTRUCTIONS}</p>
      <p className="mt-1 text-xs text-muted">
        OPENAI_BASE_URL may point at any OpenAI-compatible server that implements /chat/completions.
      </p>
    </div>
  )
}
