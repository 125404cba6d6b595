import 'server-only'

import { jsonResponse } from '@/lib/server/http/http-error'
import { readJsonBody } from '@/lib/server/http/read-body'
import { type RouteArgs, selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'

import { getStorageGateway, type StorageGateway } from './gateway'

const MAX_STORAGE_BODY_BYTES = 256 * 1024

export interface StorageRouteArgs<Params> extends RouteArgs<Params> {
  gateway: StorageGateway
  /** The JSON body as an object ({} when absent). */
  readBody: () => Promise<Record<string, unknown>>
}

/** A self-hosted /platform/storage/{ref}/… route: resolves the gateway (503 naming the variables when unset). */
export function storageRoute<Params extends { ref: string }>(
  handler: (args: StorageRouteArgs<Params>) => Promise<unknown>,
  status = 200
) {
  return selfHostedRouteWithParams<Params>(async (args) => {
    const gateway = getStorageGateway(args.config, args.params.ref)
    const readBody = async () => {
      const body = await readJsonBody(args.request, MAX_STORAGE_BODY_BYTES, 'Storage request')
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
    }
    return jsonResponse(await handler({ ...args, gateway, readBody }), status)
  })
}
