/**
 * SQL of the Wrappers page: foreign data wrappers, their servers and the foreign tables on them,
 * straight from the catalogue (pg_foreign_data_wrapper, pg_foreign_server, pg_foreign_table), as one
 * JSON row so the page needs a single round trip.
 */
export const FOREIGN_DATA_SQL = `select
  coalesce((
    select json_agg(json_build_object(
      'name', w.fdwname,
      'owner', pg_get_userbyid(w.fdwowner),
      'handler', nullif(w.fdwhandler, 0)::regproc::text,
      'validator', nullif(w.fdwvalidator, 0)::regproc::text,
      'options', coalesce(w.fdwoptions, '{}')
    ) order by w.fdwname)
    from pg_foreign_data_wrapper w
  ), '[]'::json) as wrappers,
  coalesce((
    select json_agg(json_build_object(
      'name', s.srvname,
      'wrapper', w.fdwname,
      'owner', pg_get_userbyid(s.srvowner),
      'type', s.srvtype,
      'version', s.srvversion,
      'options', coalesce(s.srvoptions, '{}')
    ) order by s.srvname)
    from pg_foreign_server s join pg_foreign_data_wrapper w on w.oid = s.srvfdw
  ), '[]'::json) as servers,
  coalesce((
    select json_agg(json_build_object(
      'schema', n.nspname,
      'name', c.relname,
      'server', s.srvname,
      'options', coalesce(t.ftoptions, '{}')
    ) order by n.nspname, c.relname)
    from pg_foreign_table t
    join pg_class c on c.oid = t.ftrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_foreign_server s on s.oid = t.ftserver
  ), '[]'::json) as tables`

export interface ForeignDataWrapper {
  name: string
  owner: string
  handler: string | null
  validator: string | null
  options: string[]
}

export interface ForeignServer {
  name: string
  wrapper: string
  owner: string
  type: string | null
  version: string | null
  options: string[]
}

export interface ForeignTable {
  schema: string
  name: string
  server: string
  options: string[]
}

export interface ForeignData {
  wrappers: ForeignDataWrapper[]
  servers: ForeignServer[]
  tables: ForeignTable[]
}

// Option names whose values are credentials; the page shows that they are set, never what they are.
const SECRET_OPTION = /(password|secret|key|token|credential)/i

/** "name=value" catalogue options, with credential values hidden. */
export function displayOptions(options: readonly string[]): string[] {
  return options.map((option) => {
    const separator = option.indexOf('=')
    if (separator < 0) return option
    const name = option.slice(0, separator)
    return SECRET_OPTION.test(name) ? `${name}=••••••` : option
  })
}
