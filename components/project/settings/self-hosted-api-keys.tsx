'use client'

import { QueryState } from '@/components/ui/query-state'
import { Section } from '@/components/ui/section'
import { useApiKeysQuery } from '@/data/api-keys/api-keys-query'
import { SELF_HOSTED_KEY_VARIABLES } from '@/lib/project-settings/api-key-rules'

import { ApiKeyRow } from './api-key-row'
import { SERVICE_KEY_WARNING } from './api-settings-page'

export const SERVICE_KEY_NEVER_SENT = 'The key itself never leaves the dashboard server: only that it is set and its fingerprint are shown.'

function unsetHint(variable: string): string {
  return `Not set. Set ${variable} in the dashboard server's environment and restart it.`
}

/** Self-hosted: the keys the dashboard server holds, masked, with the variable each comes from. */
export function SelfHostedApiKeys({ projectRef }: { projectRef: string }) {
  const keys = useApiKeysQuery({ projectRef })
  return (
    <Section title="Configured API keys" description="Self-hosted, the keys come from the dashboard server's environment.">
      <QueryState query={keys} what="the configured API keys">
        {(data) => {
          const anon = data.find((key) => key.name === 'anon')
          const serviceRole = data.find((key) => key.name === 'service_role')
          return (
            <div className="flex flex-col gap-5">
              <div className="flex flex-col gap-1.5">
                {anon?.api_key ? (
                  <ApiKeyRow label="anon public" value={anon.api_key} isSecret note={`From ${SELF_HOSTED_KEY_VARIABLES.anon}. Safe in a browser when Row Level Security is on.`} />
                ) : (
                  <>
                    <span className="text-sm font-medium">anon public</span>
                    <p className="text-sm text-muted">{unsetHint(SELF_HOSTED_KEY_VARIABLES.anon)}</p>
                  </>
                )}
              </div>
              <div className="flex flex-col gap-1.5">
                <span className="text-sm font-medium">service_role secret</span>
                {serviceRole ? (
                  <>
                    <p className="text-sm">
                      {`Set in ${SELF_HOSTED_KEY_VARIABLES.service_role}.`}
                      {serviceRole.hash && (
                        <>
                          {' Fingerprint (SHA-256): '}
                          <code aria-label="service_role key fingerprint" className="font-mono text-xs">
                            {serviceRole.hash}
                          </code>
                        </>
                      )}
                    </p>
                    <p className="text-xs text-muted">{`${SERVICE_KEY_NEVER_SENT} ${SERVICE_KEY_WARNING}`}</p>
                  </>
                ) : (
                  <p className="text-sm text-muted">{unsetHint(SELF_HOSTED_KEY_VARIABLES.service_role)}</p>
                )}
              </div>
            </div>
          )
        }}
      </QueryState>
    </Section>
  )
}
