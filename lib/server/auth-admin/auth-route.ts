import 'server-only'

import { z } from 'zod'

import { jsonResponse } from '@/lib/server/http/http-error'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { type RouteArgs, selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'

import { getAuthGateway, type AuthGateway } from './gateway'

const MAX_AUTH_BODY_BYTES = 64 * 1024

export interface AuthRouteArgs<Params> extends RouteArgs<Params> {
  gateway: AuthGateway
  /** The JSON body checked against a schema (400 naming the field otherwise). */
  readBody: <T extends z.ZodType>(schema: T) => Promise<z.output<T>>
}

/** A self-hosted /platform/auth/{ref}/… route: resolves the auth server (503 naming the variables when unset). */
export function authRoute<Params extends { ref: string }>(handler: (args: AuthRouteArgs<Params>) => Promise<unknown>) {
  return selfHostedRouteWithParams<Params>(async (args) => {
    const gateway = getAuthGateway(args.config, args.params.ref)
    const readBody = async <T extends z.ZodType>(schema: T) =>
      parseWith(schema, await readJsonBody(args.request, MAX_AUTH_BODY_BYTES, 'Auth request'))
    return jsonResponse(await handler({ ...args, gateway, readBody }))
  })
}

export const emailBody = z.object({ email: z.string().min(1) })
export const createUserBody = z.object({ email: z.string().min(1), password: z.string().min(1), email_confirm: z.boolean().optional() })
export const banBody = z.object({ ban_duration: z.string().regex(/^(none|\d+h)$/, 'ban_duration must be "none" or hours such as "24h"') })
export const otpBody = z.object({ phone: z.string().optional(), email: z.string().optional() })
