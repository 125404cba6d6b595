import 'server-only'

import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

import type { PasswordCheckResult } from './strength'

// The dictionaries are large: build the scorer once, on first use, and only on the server.
let scorer: ZxcvbnFactory | undefined

function getScorer(): ZxcvbnFactory {
  scorer ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  })
  return scorer
}

/** Scores a password like the platform's password-check endpoint: 0–4 plus feedback. */
export function scorePassword(password: string): PasswordCheckResult & {
  feedback: { suggestions: string[]; warning: string }
} {
  const { score, feedback } = getScorer().check(password)
  return { score, feedback: { suggestions: feedback.suggestions, warning: feedback.warning ?? '' } }
}
