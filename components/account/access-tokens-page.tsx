'use client'

import { QueryState } from '@/components/ui/query-state'
import { useAccessTokensQuery } from '@/data/access-tokens/access-tokens-query'

import { AccessTokenList } from './access-token-list'
import { AccountLayout } from './account-layout'
import { NewAccessToken } from './new-access-token'

/** /account/tokens: personal access tokens for the CLI and the Management API. */
export function AccessTokensPage() {
  const tokens = useAccessTokensQuery()
  return (
    <AccountLayout current="tokens" title="Access tokens">
      <p className="text-sm text-muted">
        A personal access token lets the CLI and the Management API act as you. Treat it like a password.
      </p>
      <NewAccessToken />
      <QueryState
        query={tokens}
        what="Access tokens"
        loadingLabel="Loading access tokens…"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-sm text-muted">No access tokens yet.</p>}
      >
        {(data) => <AccessTokenList tokens={data} />}
      </QueryState>
    </AccountLayout>
  )
}
