import { z } from 'zod'

import { jsonResponse } from '@/lib/server/http/http-error'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { selfHostedRoute } from '@/lib/server/route/self-hosted-route'
import { scorePassword } from '@/lib/password/score-password'
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_WARNING } from '@/lib/password/strength'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

// Generous for a 99-character password even when every character takes 4 UTF-8 bytes, plus JSON.
const MAX_BODY_BYTES = 4096

const bodySchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_WARNING }),
})

/** Self-hosted: scores a password with zxcvbn → {result: {score, feedback: {suggestions, warning}}}. */
export const POST = selfHostedRoute(async ({ request }) => {
  const { password } = parseWith(bodySchema, await readJsonBody(request, MAX_BODY_BYTES))
  return jsonResponse({ result: scorePassword(password) })
})
