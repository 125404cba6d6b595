import type { FunctionFile } from './deploy-form'

/** The starting points of /functions/new: each a complete function the runtime can serve as is. */
export interface FunctionTemplate {
  id: 'hello-world' | 'database-read' | 'webhook-receiver'
  label: string
  description: string
  slug: string
  verifyJwt: boolean
  files: FunctionFile[]
}

const HELLO_WORLD = `// Answers every request with a JSON greeting.
Deno.serve(async (request: Request) => {
  const { name } = await request.json().catch(() => ({ name: 'world' }))
  const data = { message: \`Hello \${name ?? 'world'}!\` }
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } })
})
`

const DATABASE_READ = `// Reads rows with the caller's permissions: row level security applies as for the caller.
import { createClient } from 'npm:@supabase/supabase-js@2'

Deno.serve(async (request: Request) => {
  const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_ANON_KEY') ?? '', {
    global: { headers: { Authorization: request.headers.get('Authorization') ?? '' } },
  })
  const { data, error } = await supabase.from('todos').select('*').limit(10)
  if (error) return Response.json({ error: error.message }, { status: 400 })
  return Response.json({ rows: data })
})
`

const WEBHOOK_RECEIVER = `// Receives a webhook and checks its shared secret before trusting the payload.
Deno.serve(async (request: Request) => {
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405 })
  const expected = Deno.env.get('WEBHOOK_SECRET')
  if (expected && request.headers.get('x-webhook-secret') !== expected) {
    return new Response('Unauthorized', { status: 401 })
  }
  const event = await request.json()
  console.log('webhook received', event?.type ?? 'unknown event')
  return Response.json({ received: true })
})
`

export const FUNCTION_TEMPLATES: readonly FunctionTemplate[] = [
  { id: 'hello-world', label: 'Hello world', description: 'A JSON greeting.', slug: 'hello-world', verifyJwt: true, files: [{ name: 'index.ts', content: HELLO_WORLD }] },
  {
    id: 'database-read',
    label: 'Database read',
    description: 'Reads a table with supabase-js as the caller.',
    slug: 'read-todos',
    verifyJwt: true,
    files: [{ name: 'index.ts', content: DATABASE_READ }],
  },
  {
    id: 'webhook-receiver',
    label: 'Webhook receiver',
    description: 'Accepts POSTed events checked against a shared secret (no JWT).',
    slug: 'webhook',
    verifyJwt: false,
    files: [{ name: 'index.ts', content: WEBHOOK_RECEIVER }],
  },
]
