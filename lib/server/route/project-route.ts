import 'server-only'

import type { Database } from '@/lib/server/db/database'
import { openProject } from '@/lib/server/projects/projects'

import { type RouteArgs, selfHostedRouteWithParams } from './self-hosted-route'

export interface ProjectRouteArgs extends RouteArgs<{ ref: string }> {
  database: Database
  projectId: number
}

/** A self-hosted route under /platform/…/{ref}/…: resolves the project (404 when unknown) and opens its database. */
export function projectRoute(handler: (args: ProjectRouteArgs) => Promise<Response> | Response) {
  return selfHostedRouteWithParams<{ ref: string }>(async (args) => {
    const { id, database } = await openProject(args.config, args.params.ref)
    return handler({ ...args, database, projectId: id })
  })
}
