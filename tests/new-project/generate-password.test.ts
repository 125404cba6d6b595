import { describe, expect, it } from 'vitest'

import {
  GENERATED_PASSWORD_ALPHABET,
  GENERATED_PASSWORD_LENGTH,
  generateDatabasePassword,
} from '@/lib/new-project/generate-password'

describe('database password generator', () => {
  it('draws 24 characters from an unambiguous, URL-safe alphabet', () => {
    const password = generateDatabasePassword()
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH)
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]+$/)
    expect(GENERATED_PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/)
  })

  it('uses the given randomness and skips bytes that would bias the alphabet', () => {
    const size = GENERATED_PASSWORD_ALPHABET.length
    const limit = 256 - (256 % size)
    const batches = [[limit, 0, 255, 1], [2, 3, 4, 5]]
    const randomValues = (array: Uint8Array) => {
      array.set((batches.shift() ?? []).slice(0, array.length))
      return array
    }
    // Batch 1 gives indexes 0 and 1 (limit and 255 are dropped); batch 2 gives 2 and 3.
    expect(generateDatabasePassword(4, randomValues)).toBe(GENERATED_PASSWORD_ALPHABET.slice(0, 4))
  })

  it('gives a different password each time', () => {
    const passwords = new Set(Array.from({ length: 20 }, () => generateDatabasePassword()))
    expect(passwords.size).toBe(20)
  })
})
