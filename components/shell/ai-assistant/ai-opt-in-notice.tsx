import { AI_SQL_GENERATOR_OPT_IN, aiOptInRequiredMessage } from '@/lib/ai/opt-in'

/** Shown on the hosted platform when the organization has not opted in to the AI SQL generator. */
export function AiOptInNotice() {
  return (
    <div role="status" className="m-3 rounded-md border border-border bg-surface p-3 text-sm">
      <p className="font-medium text-foreground">AI SQL generator not enabled</p>
      <p className="mt-1 text-muted">{aiOptInRequiredMessage(AI_SQL_GENERATOR_OPT_IN)}</p>
    </div>
  )
}
