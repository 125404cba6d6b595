import { expect } from '@playwright/test'

import type { PgTable, PgType } from '@/lib/api/types'
import { generateSchemaDdl } from '@/lib/ddl/schema-ddl'

import type { DesignerTarget } from './table-designer-flow'

/** The tables' definitions in one schema, with that schema's name taken out so two schemas compare equal. */
function describeTablesSql(schema: string, tables: readonly string[]): string {
  const names = tables.map((table) => `'${table}'`).join(', ')
  const strip = (expression: string) => `replace(${expression}, '${schema}.', '')`
  return `select json_build_object(
  'columns', (select json_agg(json_build_array(c.relname, a.attname, ${strip('format_type(a.atttypid, a.atttypmod)')}, a.attnotnull, a.attidentity, pg_get_expr(d.adbin, d.adrelid)) order by c.relname, a.attnum)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = '${schema}' and c.relname in (${names}) and a.attnum > 0 and not a.attisdropped),
  'foreign_keys', (select json_agg(json_build_array(c.relname, con.conname, ${strip('pg_get_constraintdef(con.oid)')}) order by c.relname, con.conname)
    from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = '${schema}' and c.relname in (${names}) and con.contype = 'f'),
  'indexes', (select json_agg(json_build_array(c.relname, i.indisunique, i.indisprimary, (select array_agg(a.attname order by k.ordinality) from unnest(i.indkey) with ordinality k(attnum, ordinality) join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum)) order by c.relname, i.indisprimary, i.indisunique)
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = '${schema}' and c.relname in (${names}))
) as definition`
}

/**
 * Exports the tables (and the enums they use) as the DDL export writes them (lib/ddl, the schema
 * context of the assistant), moved into a fresh schema; runs that DDL through the query endpoint and
 * checks the copy reads back with the same columns, types, defaults, identities, keys and unique indexes.
 */
export async function roundTripThroughDdlExport(
  { runSql, getPgMeta }: DesignerTarget,
  { tables, types, schema }: { tables: readonly string[]; types: readonly string[]; schema: string }
) {
  const listed = await getPgMeta<PgTable[]>('/tables?included_schemas=public&include_columns=true')
  const listedTypes = await getPgMeta<PgType[]>('/types')
  const moved = tables.map((name) => {
    const table = listed.find((candidate) => candidate.schema === 'public' && candidate.name === name)
    if (!table) throw new Error(`public.${name} is not listed`)
    const relationships = table.relationships
      .filter((relation) => relation.source_schema === 'public' && relation.source_table_name === name)
      .map((relation) => ({ ...relation, source_schema: schema, target_table_schema: schema }))
    return { ...table, schema, relationships }
  })
  const movedTypes = listedTypes.filter((type) => type.schema === 'public' && types.includes(type.name)).map((type) => ({ ...type, schema }))
  const ddl = generateSchemaDdl(moved, { types: movedTypes })
  expect(ddl).toContain(`CREATE TYPE ${schema}.${types[0]} AS ENUM`)

  // The export names a column's enum without its schema: the fresh schema comes first on the path.
  await runSql(`create schema "${schema}"`)
  try {
    await runSql(`begin;\nset local search_path to "${schema}", public;\n${ddl}\ncommit;`)
    const [original] = await runSql<{ definition: unknown }>(describeTablesSql('public', tables))
    const [copy] = await runSql<{ definition: unknown }>(describeTablesSql(schema, tables))
    expect(copy.definition).toEqual(original.definition)
    const labels = (name: string) => `select enum_range(null::"${name}"."${types[0]}")::text as labels`
    expect(await runSql(labels(schema))).toEqual(await runSql(labels('public')))
  } finally {
    await runSql(`drop schema "${schema}" cascade`)
  }
}
