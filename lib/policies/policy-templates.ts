import { quoteIdent } from '@/lib/sql/quote'

import type { PolicyDraft } from './policy-sql'

/** The starting points users reach for most; each fills the form and can be edited before saving. */
export interface PolicyTemplate {
  id: string
  label: string
  description: string
  draft: Pick<PolicyDraft, 'name' | 'command' | 'action' | 'roles' | 'using' | 'check'>
}

/**
 * Templates for a table. The per-user ones compare the column the user picked as holding the user id
 * (quoted: any name works) with auth.uid() where an auth schema exists (it holds the signed-in
 * user's id), elsewhere with the current role's name. Without such a column they are left out.
 */
export function policyTemplates({ hasAuthSchema, userColumn }: { hasAuthSchema: boolean; userColumn: string | null }): PolicyTemplate[] {
  const everyone: PolicyTemplate = {
    id: 'read-everyone',
    label: 'Enable read access for everyone',
    description: 'Every role can read every row.',
    draft: { name: 'Enable read access for everyone', command: 'SELECT', action: 'PERMISSIVE', roles: ['public'], using: 'true', check: '' },
  }
  if (userColumn === null) return [everyone]
  const column = quoteIdent(userColumn)
  // `(select auth.uid())` is evaluated once per statement (an initplan), not once per row.
  const SIGNED_IN_USER = `(select auth.uid()) = ${column}`
  const CURRENT_ROLE_OWNER = `${column} = current_user`
  if (!hasAuthSchema) {
    return [
      everyone,
      {
        id: 'owner-read',
        label: 'Owners read their own rows',
        description: `A role reads the rows whose ${userColumn} column holds its name.`,
        draft: { name: 'Owners read their own rows', command: 'SELECT', action: 'PERMISSIVE', roles: ['public'], using: CURRENT_ROLE_OWNER, check: '' },
      },
      {
        id: 'owner-update',
        label: 'Owners update their own rows',
        description: 'A role updates only the rows it owns, and cannot give them away.',
        draft: {
          name: 'Owners update their own rows',
          command: 'UPDATE',
          action: 'PERMISSIVE',
          roles: ['public'],
          using: CURRENT_ROLE_OWNER,
          check: CURRENT_ROLE_OWNER,
        },
      },
      {
        id: 'owner-delete',
        label: 'Owners delete their own rows',
        description: 'A role deletes only the rows it owns.',
        draft: { name: 'Owners delete their own rows', command: 'DELETE', action: 'PERMISSIVE', roles: ['public'], using: CURRENT_ROLE_OWNER, check: '' },
      },
    ]
  }
  return [
    everyone,
    {
      id: 'owner-read',
      label: 'Owners read their own rows',
      description: `Signed-in users read the rows whose ${userColumn} is their user id.`,
      draft: { name: 'Owners read their own rows', command: 'SELECT', action: 'PERMISSIVE', roles: ['authenticated'], using: SIGNED_IN_USER, check: '' },
    },
    {
      id: 'insert-signed-in',
      label: 'Enable insert for authenticated users only',
      description: `Signed-in users insert rows whose ${userColumn} is their own.`,
      draft: { name: `Enable insert for users based on ${userColumn}`, command: 'INSERT', action: 'PERMISSIVE', roles: ['authenticated'], using: '', check: SIGNED_IN_USER },
    },
    {
      id: 'update-owner',
      label: `Enable update for users based on ${userColumn}`,
      description: 'Signed-in users update only their own rows, and cannot hand them to someone else.',
      draft: {
        name: `Enable update for users based on ${userColumn}`,
        command: 'UPDATE',
        action: 'PERMISSIVE',
        roles: ['authenticated'],
        using: SIGNED_IN_USER,
        check: SIGNED_IN_USER,
      },
    },
    {
      id: 'delete-owner',
      label: `Enable delete for users based on ${userColumn}`,
      description: 'Signed-in users delete only their own rows.',
      draft: { name: `Enable delete for users based on ${userColumn}`, command: 'DELETE', action: 'PERMISSIVE', roles: ['authenticated'], using: SIGNED_IN_USER, check: '' },
    },
    {
      id: 'organization-members',
      label: 'Members of the row’s organization can read',
      description: 'Rows carry an organization_id; a user reads them when a memberships table lists them in that organization.',
      draft: {
        name: 'Organization members can read',
        command: 'SELECT',
        action: 'PERMISSIVE',
        roles: ['authenticated'],
        using: 'organization_id in (select organization_id from public.memberships where user_id = (select auth.uid()))',
        check: '',
      },
    },
  ]
}
