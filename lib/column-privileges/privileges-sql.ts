import { qualifiedName, quoteIdent, quoteLiteral } from '@/lib/sql/quote'
import { inTransaction } from '@/lib/sql/transaction'

/** SQL of the Column privileges page (the CLS preview): who may SELECT, INSERT or UPDATE which column. */

export const COLUMN_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE'] as const
export type ColumnPrivilege = (typeof COLUMN_PRIVILEGES)[number]

const grantee = (column: string) => `case when ${column} = 0 then 'PUBLIC' else pg_get_userbyid(${column}) end`
const privilegeFilter = `x.privilege_type in (${COLUMN_PRIVILEGES.map(quoteLiteral).join(', ')})`

/**
 * One JSON row: the table's columns, the roles a privilege can go to, the table-level grants (which
 * cover every column) and the column-level ones. A table without an ACL has the owner's defaults.
 */
export function buildColumnPrivilegesSql(schema: string, table: string): string {
  const target = quoteLiteral(qualifiedName(schema, table))
  return `with target as (
  select c.oid, coalesce(c.relacl, acldefault('r', c.relowner)) as acl from pg_class c where c.oid = ${target}::regclass
)
select
  (select coalesce(json_agg(a.attname order by a.attnum), '[]'::json)
     from target join pg_attribute a on a.attrelid = target.oid
     where a.attnum > 0 and not a.attisdropped) as columns,
  (select coalesce(json_agg(r.rolname order by r.rolname), '[]'::json)
     from pg_roles r where r.rolname !~ '^pg_') as roles,
  (select coalesce(json_agg(json_build_object('role', ${grantee('x.grantee')}, 'privilege', x.privilege_type)), '[]'::json)
     from target cross join lateral aclexplode(target.acl) x where ${privilegeFilter}) as table_grants,
  (select coalesce(json_agg(json_build_object('column', a.attname, 'role', ${grantee('x.grantee')}, 'privilege', x.privilege_type)), '[]'::json)
     from target join pg_attribute a on a.attrelid = target.oid
     cross join lateral aclexplode(a.attacl) x
     where a.attnum > 0 and not a.attisdropped and ${privilegeFilter}) as column_grants`
}

export interface PrivilegeChange {
  schema: string
  table: string
  role: string
  privilege: ColumnPrivilege
  column: string
  /** The state asked for: granted (true) or revoked (false). */
  isGranted: boolean
  /** The role holds the privilege on the whole table, which a column-level REVOKE cannot take away. */
  isTableLevel: boolean
  /** Every column of the table, to keep the others when a table-level grant is narrowed. */
  allColumns: readonly string[]
}

function roleName(role: string): string {
  return role === 'PUBLIC' ? 'PUBLIC' : quoteIdent(role)
}

/**
 * The statements that give `role` the asked state on one column. Revoking a column covered by a
 * table-level grant replaces that grant with column grants on every other column, in one transaction.
 */
export function buildPrivilegeChangeSql(change: PrivilegeChange): string {
  if (!COLUMN_PRIVILEGES.includes(change.privilege)) throw new Error(`Unsupported privilege: ${String(change.privilege)}`)
  const table = qualifiedName(change.schema, change.table)
  const role = roleName(change.role)
  const privilege = change.privilege.toLowerCase()
  if (change.isGranted) return `grant ${privilege} (${quoteIdent(change.column)}) on table ${table} to ${role};`
  if (!change.isTableLevel) return `revoke ${privilege} (${quoteIdent(change.column)}) on table ${table} from ${role};`
  const others = change.allColumns.filter((column) => column !== change.column)
  const statements = [`revoke ${privilege} on table ${table} from ${role};`]
  if (others.length > 0) statements.push(`grant ${privilege} (${others.map(quoteIdent).join(', ')}) on table ${table} to ${role};`)
  return inTransaction(statements)
}

export interface PrivilegeGrant {
  role: string
  privilege: string
  column?: string
}

export interface ColumnPrivilegesData {
  columns: string[]
  roles: string[]
  table_grants: PrivilegeGrant[]
  column_grants: PrivilegeGrant[]
}

/** 'public': every role holds it through a grant to PUBLIC, which revoking from one role cannot change. */
export type PrivilegeState = 'table' | 'column' | 'public' | 'none'

/** Whether `role` holds `privilege` on `column`, and through which grant. */
export function privilegeState(data: ColumnPrivilegesData, role: string, column: string, privilege: ColumnPrivilege): PrivilegeState {
  const holds = (grantee: string) => (grant: PrivilegeGrant) =>
    grant.role === grantee && grant.privilege === privilege && (grant.column === undefined || grant.column === column)
  if (data.table_grants.some(holds(role))) return 'table'
  if (data.column_grants.some(holds(role))) return 'column'
  if (role !== 'PUBLIC' && [...data.table_grants, ...data.column_grants].some(holds('PUBLIC'))) return 'public'
  return 'none'
}
