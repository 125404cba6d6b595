import type { PgFunction, PgPolicy, PgTrigger, PgType } from '@/lib/api/types'
import { buildCreatePolicySql } from '@/lib/policies/policy-sql'
import { quoteLiteral } from '@/lib/sql/quote'
import { buildCreateTriggerSql } from '@/lib/triggers/trigger-sql'

import { readableQualifiedName } from '@/lib/sql/quote'

/**
 * The schema export's statements for the database's own objects beside its tables: enums and domains,
 * functions, triggers and row level security policies, built from pg-meta's listings.
 */

export function generateTypeDdl(type: PgType): string | null {
  const name = readableQualifiedName(type.schema, type.name)
  if (type.kind === 'enum' || (!type.kind && type.enums.length > 0)) return `CREATE TYPE ${name} AS ENUM (${type.enums.map(quoteLiteral).join(', ')});`
  if (type.kind === 'domain' && type.base_type) return `CREATE DOMAIN ${name} AS ${type.base_type};`
  return null
}

/** pg_get_functiondef's statement, as Postgres itself prints it. */
export function generateFunctionDdl(fn: PgFunction): string | null {
  return fn.complete_statement ? `${fn.complete_statement.trim().replace(/;?$/, ';')}` : null
}

export function generateTriggerDdl(trigger: PgTrigger): string {
  const sql = buildCreateTriggerSql({
    schema: trigger.schema,
    table: trigger.table,
    name: trigger.name,
    timing: trigger.activation,
    events: trigger.events,
    orientation: trigger.orientation,
    functionSchema: trigger.function_schema,
    functionName: trigger.function_name,
    condition: trigger.condition ?? '',
  })
  return `${sql};`
}

export function generatePolicyDdl(policy: PgPolicy): string {
  const sql = buildCreatePolicySql({
    schema: policy.schema,
    table: policy.table,
    name: policy.name,
    command: policy.command,
    action: policy.action,
    roles: policy.roles,
    using: policy.definition ?? '',
    check: policy.check ?? '',
  })
  return `${sql};`
}

export interface DatabaseObjects {
  types?: readonly PgType[]
  functions?: readonly PgFunction[]
  triggers?: readonly PgTrigger[]
  policies?: readonly PgPolicy[]
}

/** Types come before the tables that use them; functions, triggers and policies after. */
export function generateObjectDdl(objects: DatabaseObjects): { before: string[]; after: string[] } {
  const present = <T,>(items: (T | null)[]) => items.filter((item): item is T => item !== null)
  return {
    before: present((objects.types ?? []).map(generateTypeDdl)),
    after: [
      ...present((objects.functions ?? []).map(generateFunctionDdl)),
      ...(objects.triggers ?? []).map(generateTriggerDdl),
      ...(objects.policies ?? []).map(generatePolicyDdl),
    ],
  }
}
