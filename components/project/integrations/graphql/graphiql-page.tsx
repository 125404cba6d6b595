'use client'

import { ExtensionNotice } from '@/components/project/database/extension-notice/extension-notice'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useExtensionStatus } from '@/components/project/database/extension-notice/use-extension-status'

import { GraphqlConsole } from './graphql-console'

export const PG_GRAPHQL_PURPOSE = 'GraphQL queries are answered inside the database by the pg_graphql extension.'

/**
 * /project/{ref}/api/graphiql and /database/graphiql (where the API side panel preview moves it):
 * GraphQL against pg_graphql, sent as SQL (select graphql.resolve(...)) with the dashboard's role.
 */
export function GraphiqlPage({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, ['pg_graphql'])
  const { availability } = extension.status.pg_graphql

  const renderInstalled = () => {
    if (availability !== 'installed') {
      return <ExtensionNotice projectRef={projectRef} extension="pg_graphql" availability={availability} purpose={PG_GRAPHQL_PURPOSE} />
    }
    return <GraphqlConsole projectRef={projectRef} />
  }

  // Whether the extension is there comes first: without the extension list, the page cannot say.
  const renderBody = () => (
    <QueryState query={extension.query} what="extensions" loadingLabel="Checking for pg_graphql…">
      {renderInstalled}
    </QueryState>
  )

  return (
    <PageShell
      title="GraphiQL"
      description="Explore the GraphQL API of your database. Queries run with the dashboard's database role, not as an API user, so results may include rows that row level security hides from your users."
    >
      {renderBody()}
    </PageShell>
  )
}
