import { http, HttpResponse, type HttpHandler } from 'msw'

import { advanceBranch, findBranch, getBranchesState, type MockBranch } from '../branches-state'
import { findProject, type PlatformState } from '../platform-state'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'

const BRANCH_NAME = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,62}$/

function publicBranch({ diff: _diff, reads: _reads, ...branch }: MockBranch) {
  return branch
}

function branchNotFound(id: string) {
  return apiError(404, `Branch ${id} not found`)
}

/** /v1/projects/{ref}/branches and /v1/branches/{id}/… (the management API's paths) with state. */
export function branchHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/v1/projects/{ref}/branches', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const branches = getBranchesState(state).byProject.get(params.ref) ?? []
      branches.forEach(advanceBranch)
      return { status: 200, body: branches.map(publicBranch) }
    }),

    route('post', '/v1/projects/{ref}/branches', async ({ params, state, readBody }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      if (project.parent_project_ref) return apiError(400, 'Branches can only be created from a production project')
      const body = await readBody()
      const name = body.branch_name?.trim() ?? ''
      if (!BRANCH_NAME.test(name)) return apiError(400, 'branch_name must be 1–63 letters, digits, dots, dashes, underscores or slashes')
      const store = getBranchesState(state)
      const branches = store.byProject.get(params.ref) ?? []
      if (branches.some((branch) => branch.name === name)) return apiError(409, `A branch named ${name} already exists`)
      const now = new Date().toISOString()
      // The first branch enables branching: production becomes the default branch.
      if (branches.length === 0) {
        branches.push(makeBranch(store, { name: 'main', project_ref: params.ref, parent_project_ref: params.ref, is_default: true, persistent: true, status: 'FUNCTIONS_DEPLOYED', now }))
      }
      store.counter += 1
      const created = makeBranch(store, {
        name,
        project_ref: `branch${String(store.counter).padStart(14, '0')}`,
        parent_project_ref: params.ref,
        is_default: false,
        persistent: body.persistent ?? false,
        status: 'CREATING_PROJECT',
        git_branch: body.git_branch || undefined,
        now,
      })
      branches.push(created)
      store.byProject.set(params.ref, branches)
      return { status: 201, body: publicBranch(created) }
    }),

    route('delete', '/v1/branches/{branch_id}', ({ params, state }) => {
      const found = findBranch(state, params.branch_id)
      if (!found) return branchNotFound(params.branch_id)
      if (found.branch.is_default) return apiError(400, 'The default branch cannot be deleted')
      found.siblings.splice(found.siblings.indexOf(found.branch), 1)
      return { status: 200, body: { message: 'ok' } }
    }),

    route('post', '/v1/branches/{branch_id}/merge', ({ params, state }) => workflow(state, params.branch_id, 'merge')),
    route('post', '/v1/branches/{branch_id}/reset', ({ params, state }) => workflow(state, params.branch_id, 'reset')),
    route('post', '/v1/branches/{branch_id}/push', ({ params, state }) => workflow(state, params.branch_id, 'push')),
  ]
}

function makeBranch(
  store: { counter: number },
  fields: Pick<MockBranch, 'name' | 'project_ref' | 'parent_project_ref' | 'is_default' | 'persistent' | 'status'> & { git_branch?: string; now: string }
): MockBranch {
  const { now, ...rest } = fields
  store.counter += 1
  return {
    id: `branch-${String(store.counter).padStart(6, '0')}`,
    ...rest,
    preview_project_status: rest.status === 'FUNCTIONS_DEPLOYED' ? 'ACTIVE_HEALTHY' : 'COMING_UP',
    created_at: now,
    updated_at: now,
    diff: '',
    reads: 0,
  }
}

function workflow(state: PlatformState, id: string, action: 'merge' | 'reset' | 'push') {
  const found = findBranch(state, id)
  if (!found) return branchNotFound(id)
  const { branch } = found
  if (branch.is_default) return apiError(400, `The default branch cannot be ${action === 'merge' ? 'merged' : action === 'reset' ? 'reset' : 'pushed'}`)
  if (action === 'merge' || action === 'reset') branch.diff = ''
  // Reset and push re-run the migrations; merge leaves the branch as it is.
  if (action !== 'merge') {
    branch.status = 'RUNNING_MIGRATIONS'
    branch.preview_project_status = 'COMING_UP'
  }
  branch.updated_at = new Date().toISOString()
  return { status: 201 as const, body: { workflow_run_id: `run-${branch.id}-${Date.now()}`, message: `${action} started` } }
}

/** GET /v1/branches/{id}/diff answers plain text, which the typed JSON routes do not model. */
export function branchDiffHandler({ origin, state }: { origin: string; state: () => PlatformState }): HttpHandler {
  return http.get(`${origin}/v1/branches/:id/diff`, ({ params }) => {
    const found = findBranch(state(), String(params.id))
    if (!found) return HttpResponse.json({ message: `Branch ${String(params.id)} not found` }, { status: 404 })
    return new HttpResponse(found.branch.diff, { status: 200, headers: { 'Content-Type': 'text/plain' } })
  })
}
