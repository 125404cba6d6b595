import type { UsersPageOptions } from '@/lib/auth-users/users-sql'

/** Query keys of the Users page. */
export const authUserKeys = {
  /** Everything about a project's users: invalidated together after any user action. */
  all: (projectRef: string | undefined) => ['projects', projectRef, 'auth-users'] as const,
  page: (projectRef: string | undefined, options: UsersPageOptions) => ['projects', projectRef, 'auth-users', 'page', options] as const,
  status: (projectRef: string | undefined) => ['projects', projectRef, 'auth-users', 'status'] as const,
  detail: (projectRef: string | undefined, id: string | undefined) => ['projects', projectRef, 'auth-users', 'detail', id] as const,
}
