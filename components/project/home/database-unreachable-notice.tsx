'use client'

import { QueryFailure } from '@/components/ui/query-failure'
import { useSchemasQuery } from '@/data/schemas/schemas-query'

/**
 * An unhealthy project's home says why: a light read of its database (the schema list) fails with
 * the server's own answer (host, port and what it said, e.g. "connect ECONNREFUSED 127.0.0.1:5432"),
 * and Retry asks again. Once the database answers, the notice is gone.
 */
export function DatabaseUnreachableNotice({ projectRef }: { projectRef: string }) {
  const schemas = useSchemasQuery({ projectRef })
  return <QueryFailure query={schemas} what="the database" />
}
