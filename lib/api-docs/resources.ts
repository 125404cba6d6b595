/**
 * The API docs' view of a PostgREST OpenAPI document: tables and views with their columns, and callable
 * functions with their arguments. Anything malformed in the document is skipped rather than trusted.
 */

export interface ApiColumn {
  name: string
  format: string
  type: string | null
  description: string | null
  isRequired: boolean
  isPrimaryKey: boolean
}

export interface ApiResource {
  name: string
  kind: 'table' | 'function'
  description: string | null
  columns: ApiColumn[]
  /** Tables and views: whether inserts, updates and deletes are offered. */
  isWritable: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)
const PRIMARY_KEY_NOTE = /\s*Note:\s*This is a Primary Key\.<pk\/>\s*/

function columnsOf(properties: unknown, required: unknown): ApiColumn[] {
  if (!isRecord(properties)) return []
  const requiredNames = new Set(Array.isArray(required) ? required.filter((name) => typeof name === 'string') : [])
  return Object.entries(properties)
    .filter(([, property]) => isRecord(property))
    .map(([name, property]) => {
      const record = property as Record<string, unknown>
      const description = text(record.description)
      return {
        name,
        format: text(record.format) ?? text(record.type) ?? 'unknown',
        type: text(record.type),
        description: description ? text(description.replace(PRIMARY_KEY_NOTE, '')) : null,
        isRequired: requiredNames.has(name),
        isPrimaryKey: description ? PRIMARY_KEY_NOTE.test(description) : false,
      }
    })
}

export function resourcesFromOpenApi(document: unknown): ApiResource[] {
  if (!isRecord(document)) return []
  const definitions = isRecord(document.definitions) ? document.definitions : {}
  const paths = isRecord(document.paths) ? document.paths : {}
  const resources: ApiResource[] = []
  for (const [path, operations] of Object.entries(paths)) {
    if (!isRecord(operations) || !path.startsWith('/') || path === '/') continue
    if (path.startsWith('/rpc/')) {
      const post = isRecord(operations.post) ? operations.post : isRecord(operations.get) ? operations.get : {}
      const parameters = Array.isArray(post.parameters) ? post.parameters : []
      const body = parameters.find((parameter) => isRecord(parameter) && parameter.in === 'body')
      const schema = isRecord(body) && isRecord(body.schema) ? body.schema : {}
      resources.push({
        name: path.slice('/rpc/'.length),
        kind: 'function',
        description: text(post.summary) ?? text(post.description),
        columns: columnsOf(schema.properties, schema.required),
        isWritable: false,
      })
      continue
    }
    const name = path.slice(1)
    const definition = isRecord(definitions[name]) ? (definitions[name] as Record<string, unknown>) : {}
    const get = isRecord(operations.get) ? operations.get : {}
    resources.push({
      name,
      kind: 'table',
      description: text(definition.description) ?? text(get.summary),
      columns: columnsOf(definition.properties, definition.required),
      isWritable: 'post' in operations || 'patch' in operations,
    })
  }
  return resources.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'table' ? -1 : 1))
}
