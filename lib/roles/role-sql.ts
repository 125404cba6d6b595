import { identifierError } from '@/lib/identifiers/identifier-rules'
import { readableIdent } from '@/lib/sql/quote'
import { quoteLiteral } from '@/lib/sql/quote'

/** SQL of the Roles page: create, alter and drop database roles and their memberships. */

export interface RoleDraft {
  name: string
  canLogin: boolean
  isSuperuser: boolean
  canCreateDb: boolean
  canCreateRole: boolean
  isReplicationRole: boolean
  canBypassRls: boolean
  inheritRole: boolean
  /** -1 for no limit. */
  connectionLimit: number
  /** A timestamp the password stops working at; empty for never. */
  validUntil: string
  /** A new password; empty leaves it as it is (or unset, for a new role). */
  password: string
  memberOf: string[]
}

export const EMPTY_ROLE: RoleDraft = {
  name: '',
  canLogin: true,
  isSuperuser: false,
  canCreateDb: false,
  canCreateRole: false,
  isReplicationRole: false,
  canBypassRls: false,
  inheritRole: true,
  connectionLimit: -1,
  validUntil: '',
  password: '',
  memberOf: [],
}

export function validateRoleDraft(draft: RoleDraft): string | null {
  const nameError = identifierError('role', draft.name)
  if (nameError) return nameError
  if (!Number.isInteger(draft.connectionLimit) || draft.connectionLimit < -1) return 'The connection limit is a whole number, or -1 for none.'
  return null
}

function options(draft: RoleDraft, original?: RoleDraft): string {
  const flag = (isOn: boolean, word: string) => (isOn ? word : `no${word}`)
  const parts = [
    flag(draft.canLogin, 'login'),
    flag(draft.isSuperuser, 'superuser'),
    flag(draft.canCreateDb, 'createdb'),
    flag(draft.canCreateRole, 'createrole'),
    flag(draft.isReplicationRole, 'replication'),
    flag(draft.canBypassRls, 'bypassrls'),
    flag(draft.inheritRole, 'inherit'),
    `connection limit ${draft.connectionLimit}`,
  ]
  if (draft.validUntil.trim()) parts.push(`valid until ${quoteLiteral(draft.validUntil.trim())}`)
  else if (original?.validUntil) parts.push(`valid until 'infinity'`)
  if (draft.password) parts.push(`password ${quoteLiteral(draft.password)}`)
  return parts.join(' ')
}

export function buildCreateRoleStatements(draft: RoleDraft): string[] {
  const name = readableIdent(draft.name.trim())
  return [`create role ${name} with ${options(draft)}`, ...draft.memberOf.map((group) => `grant ${readableIdent(group)} to ${name}`)]
}

/** Renames first, so the attribute and membership changes that follow name the role as it is then. */
export function buildAlterRoleStatements(original: RoleDraft, draft: RoleDraft): string[] {
  const statements: string[] = []
  const newName = draft.name.trim()
  if (newName !== original.name) statements.push(`alter role ${readableIdent(original.name)} rename to ${readableIdent(newName)}`)
  const name = readableIdent(newName)
  statements.push(`alter role ${name} with ${options(draft, original)}`)
  for (const group of draft.memberOf.filter((candidate) => !original.memberOf.includes(candidate))) {
    statements.push(`grant ${readableIdent(group)} to ${name}`)
  }
  for (const group of original.memberOf.filter((candidate) => !draft.memberOf.includes(candidate))) {
    statements.push(`revoke ${readableIdent(group)} from ${name}`)
  }
  return statements
}

export function buildDropRoleSql(name: string): string {
  return `drop role ${readableIdent(name)}`
}

/** The form's starting point for an existing role, from pg-meta's listing. */
export function roleToDraft(role: {
  name: string
  can_login: boolean
  is_superuser: boolean
  can_create_db?: boolean
  can_create_role?: boolean
  is_replication_role?: boolean
  can_bypass_rls: boolean
  inherit_role?: boolean
  connection_limit: number
  valid_until?: string | null
  member_of?: string[]
}): RoleDraft {
  return {
    name: role.name,
    canLogin: role.can_login,
    isSuperuser: role.is_superuser,
    canCreateDb: Boolean(role.can_create_db),
    canCreateRole: Boolean(role.can_create_role),
    isReplicationRole: Boolean(role.is_replication_role),
    canBypassRls: role.can_bypass_rls,
    inheritRole: role.inherit_role ?? true,
    connectionLimit: role.connection_limit,
    validUntil: role.valid_until && role.valid_until !== 'infinity' ? role.valid_until : '',
    password: '',
    memberOf: role.member_of ?? [],
  }
}
