import type { HttpHandler } from 'msw'

import { PROFILE_NOT_FOUND_MESSAGE } from '../seed-ids'
import { seedProfile } from '../seed-users'
import { apiError, type Route } from './route'

/** The profile endpoints, shaped by the state's profileBehaviour (see platform-state.ts). */
export function profileHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/profile', ({ request, state }) => {
      if (state.profileBehaviour === 'unauthorized') return apiError(401, 'Unauthorized')
      // The contract requires Version: 2; a client that forgets it gets what the platform would send.
      if (request.headers.get('version') !== '2') return apiError(400, 'The Version header must be 2')
      if (state.profileBehaviour === 'missing' || state.profileBehaviour === 'conflict' || !state.profile) {
        return apiError(404, PROFILE_NOT_FOUND_MESSAGE)
      }
      return { status: 200, body: state.profile }
    }),

    route('post', '/platform/profile', ({ state }) => {
      switch (state.profileBehaviour) {
        case 'unauthorized':
          return apiError(401, 'Unauthorized')
        case 'missing':
          state.profile = seedProfile()
          state.profileBehaviour = 'normal'
          return { status: 201, body: state.profile }
        case 'conflict':
          // It existed all along: from now on GET finds it.
          state.profile ??= seedProfile()
          state.profileBehaviour = 'normal'
          return { status: 409, body: { message: 'Profile already exists' } }
        case 'normal':
          return { status: 409, body: { message: 'Profile already exists' } }
      }
    }),

    route('get', '/platform/profile/permissions', ({ state }) => {
      if (state.profileBehaviour === 'unauthorized') return apiError(401, 'Unauthorized')
      return { status: 200, body: state.permissions }
    }),

    route('post', '/platform/profile/password-check', async ({ readBody }) => {
      const { password } = await readBody()
      if (typeof password !== 'string') return apiError(400, 'password is required')
      return { status: 200, body: { result: await scorePassword(password) } }
    }),
  ]
}

type Score = 0 | 1 | 2 | 3 | 4
interface Scorer {
  check: (password: string) => { score: number; feedback: { warning: string | null; suggestions: string[] } }
}
let scorer: Promise<Scorer> | undefined

/** zxcvbn like the platform; loaded on first use because its dictionaries are large. */
async function scorePassword(password: string) {
  scorer ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ])
    return new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    })
  })()
  const { score, feedback } = (await scorer).check(password)
  return {
    score: Math.max(0, Math.min(4, score)) as Score,
    feedback: { suggestions: feedback.suggestions, warning: feedback.warning ?? '' },
  }
}
