import type { ApiResource } from './resources'

/**
 * Ready-to-run snippets for one resource, in supabase-js and curl, with the project's URL and key
 * filled in. Names are quoted for each language: a JavaScript string literal, a URL path segment, and
 * a single-quoted shell word, so a table called `o'hara "x"` still works when pasted.
 */

export interface SnippetContext {
  /** The project's API URL, e.g. https://abc.supabase.co */
  url: string
  /** The key shown in the snippets (the public key unless the user asked for the secret one). */
  apiKey: string
}

export interface Snippet {
  id: string
  title: string
  js: string
  curl: string
}

const jsString = (value: string) => JSON.stringify(value)
/** A single-quoted shell word: ' becomes '\'' */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`
const pathSegment = (value: string) => encodeURIComponent(value)

function sampleValue(format: string): unknown {
  if (/int|numeric|float|real|double/.test(format)) return 1
  if (/bool/.test(format)) return true
  if (/json/.test(format)) return {}
  if (/\[\]$/.test(format)) return []
  return 'value'
}

function header(context: SnippetContext) {
  return `import { createClient } from '@supabase/supabase-js'\n\nconst supabase = createClient(${jsString(context.url)}, ${jsString(context.apiKey)})\n\n`
}

function curlLines(context: SnippetContext, method: string, url: string, extra: string[] = []) {
  return [
    `curl -X ${method} ${shellQuote(url)}`,
    `  -H ${shellQuote(`apikey: ${context.apiKey}`)}`,
    `  -H ${shellQuote(`Authorization: Bearer ${context.apiKey}`)}`,
    ...extra,
  ].join(' \\\n')
}

export function snippetsFor(resource: ApiResource, context: SnippetContext): Snippet[] {
  const rest = `${context.url.replace(/\/+$/, '')}/rest/v1`
  const js = header(context)
  if (resource.kind === 'function') {
    const args = Object.fromEntries(resource.columns.map((column) => [column.name, sampleValue(column.format)]))
    const body = JSON.stringify(args)
    return [
      {
        id: 'call',
        title: 'Call the function',
        js: `${js}const { data, error } = await supabase.rpc(${jsString(resource.name)}${resource.columns.length ? `, ${JSON.stringify(args, null, 2)}` : ''})`,
        curl: curlLines(context, 'POST', `${rest}/rpc/${pathSegment(resource.name)}`, [`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(body)}`]),
      },
    ]
  }
  const table = `${rest}/${pathSegment(resource.name)}`
  const from = `supabase.from(${jsString(resource.name)})`
  const first = resource.columns[0]
  const filterColumn = first?.name ?? 'id'
  const writable = resource.columns.filter((column) => !column.isPrimaryKey || column.isRequired)
  const row = Object.fromEntries((writable.length ? writable : resource.columns).map((column) => [column.name, sampleValue(column.format)]))
  const rowJson = JSON.stringify(row)
  const filterQuery = `${pathSegment(filterColumn)}=eq.${pathSegment('value')}`
  const snippets: Snippet[] = [
    {
      id: 'read',
      title: 'Read rows',
      js: `${js}const { data, error } = await ${from}.select('*')`,
      curl: curlLines(context, 'GET', `${table}?select=*`),
    },
    {
      id: 'filter',
      title: 'Filter rows',
      js: `${js}const { data, error } = await ${from}.select('*').eq(${jsString(filterColumn)}, 'value')`,
      curl: curlLines(context, 'GET', `${table}?${filterQuery}&select=*`),
    },
  ]
  if (!resource.isWritable) return snippets
  return [
    ...snippets,
    {
      id: 'insert',
      title: 'Insert a row',
      js: `${js}const { data, error } = await ${from}.insert([${JSON.stringify(row, null, 2)}]).select()`,
      curl: curlLines(context, 'POST', table, [`  -H 'Content-Type: application/json'`, `  -H 'Prefer: return=representation'`, `  -d ${shellQuote(rowJson)}`]),
    },
    {
      id: 'update',
      title: 'Update rows',
      js: `${js}const { data, error } = await ${from}.update(${JSON.stringify(row, null, 2)}).eq(${jsString(filterColumn)}, 'value').select()`,
      curl: curlLines(context, 'PATCH', `${table}?${filterQuery}`, [`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(rowJson)}`]),
    },
    {
      id: 'delete',
      title: 'Delete rows',
      js: `${js}const { error } = await ${from}.delete().eq(${jsString(filterColumn)}, 'value')`,
      curl: curlLines(context, 'DELETE', `${table}?${filterQuery}`),
    },
  ]
}
