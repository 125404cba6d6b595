/* global Deno */
// A stand-in for the edge runtime's main service, for tests: serves FUNCTIONS_DIR at
// /functions/v1/{slug}, one folder per function with an index.ts that calls Deno.serve(handler).
// Each function module is imported with its folder's newest modification time in the URL, so an
// edited function answers with its new code on the next request (as the runtime's workers do).
//
// Like the gateway in front of a self-hosted project, every other path (/auth/v1/…) goes on to
// `--upstream` when one is given: the e2e's mock auth server.
//
//   deno run --allow-net --allow-read --allow-env router.deno.js --port 8000 --dir ./functions [--upstream URL]

const args = Object.fromEntries(
  Deno.args.flatMap((arg, index, all) => (arg.startsWith('--') ? [[arg.slice(2), all[index + 1]]] : []))
)
const port = Number(args.port ?? 8000)
const dir = await Deno.realPath(args.dir ?? './functions')
const upstream = args.upstream ? args.upstream.replace(/\/$/, '') : null
const SLUG = /^[A-Za-z0-9_-]{1,63}$/
const handlers = new Map()
let importing = Promise.resolve()

async function newestChange(folder) {
  let newest = 0
  for await (const entry of Deno.readDir(folder)) {
    const info = await Deno.stat(`${folder}/${entry.name}`)
    if (entry.isDirectory) newest = Math.max(newest, await newestChange(`${folder}/${entry.name}`))
    else newest = Math.max(newest, info.mtime?.getTime() ?? 0)
  }
  return newest
}

/** Imports a function once per version, capturing the handler its Deno.serve call registers. */
async function handlerFor(slug) {
  const folder = `${dir}/${slug}`
  const version = await newestChange(folder)
  const cached = handlers.get(slug)
  if (cached && cached.version === version) return cached.handler
  // One import at a time: Deno.serve is swapped while the module's top level runs.
  const load = importing.then(async () => {
    const realServe = Deno.serve
    let captured = null
    Deno.serve = (first, second) => {
      captured = typeof first === 'function' ? first : (second ?? first.handler)
      return { finished: Promise.resolve(), shutdown: async () => {}, ref() {}, unref() {}, addr: { hostname: '127.0.0.1', port } }
    }
    try {
      await import(`file://${folder}/index.ts?v=${version}`)
    } finally {
      Deno.serve = realServe
    }
    if (!captured) throw new Error(`${slug}/index.ts did not call Deno.serve`)
    handlers.set(slug, { version, handler: captured })
    return captured
  })
  importing = load.catch(() => undefined)
  return load
}

/** Relays frames both ways; what the browser sends before the upstream opens waits for it. */
function proxyWebSocket(request, url) {
  const { socket, response } = Deno.upgradeWebSocket(request)
  const target = new WebSocket(`${upstream.replace(/^http/, 'ws')}${url.pathname}${url.search}`)
  target.binaryType = 'arraybuffer'
  socket.binaryType = 'arraybuffer'
  const pending = []
  target.onopen = () => {
    for (const data of pending.splice(0)) target.send(data)
  }
  socket.onmessage = (event) => (target.readyState === WebSocket.OPEN ? target.send(event.data) : pending.push(event.data))
  target.onmessage = (event) => socket.readyState === WebSocket.OPEN && socket.send(event.data)
  const closeBoth = () => {
    if (socket.readyState === WebSocket.OPEN) socket.close()
    if (target.readyState === WebSocket.OPEN || target.readyState === WebSocket.CONNECTING) target.close()
  }
  socket.onclose = closeBoth
  target.onclose = closeBoth
  target.onerror = closeBoth
  return response
}

Deno.serve({ port, hostname: '127.0.0.1', onListen: () => console.log(`functions router on http://127.0.0.1:${port} serving ${dir}`) }, async (request) => {
  const url = new URL(request.url)
  if (url.pathname === '/health') return Response.json({ ok: true })
  // WebSockets (realtime at /realtime/v1/websocket) pass through to the upstream as a gateway's do.
  if (upstream && request.headers.get('upgrade')?.toLowerCase() === 'websocket') return proxyWebSocket(request, url)
  if (upstream && !url.pathname.startsWith('/functions/v1/')) {
    return fetch(`${upstream}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
      redirect: 'manual',
    })
  }
  const match = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(url.pathname)
  if (!match || !SLUG.test(match[1]) || match[1] === 'main') {
    return Response.json({ msg: 'Not found' }, { status: 404 })
  }
  try {
    await Deno.stat(`${dir}/${match[1]}/index.ts`)
  } catch {
    return Response.json({ msg: `Function ${match[1]} not found` }, { status: 404 })
  }
  try {
    const handler = await handlerFor(match[1])
    return await handler(request)
  } catch (error) {
    console.error(error)
    return Response.json({ msg: `Function ${match[1]} failed: ${error?.message ?? error}` }, { status: 500 })
  }
})
