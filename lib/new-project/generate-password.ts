/**
 * Letters and digits without look-alikes (0/O, 1/l/I): the password ends up in connection strings,
 * where symbols would need URL-encoding, and people sometimes copy it by eye.
 */
export const GENERATED_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
export const GENERATED_PASSWORD_LENGTH = 24

type RandomValues = (array: Uint8Array) => Uint8Array

const cryptoRandomValues: RandomValues = (array) => globalThis.crypto.getRandomValues(array)

/**
 * A random database password (about 139 bits for 24 characters). Bytes that would bias the alphabet
 * (the top of the 0–255 range that does not divide evenly) are thrown away and drawn again.
 */
export function generateDatabasePassword(
  length: number = GENERATED_PASSWORD_LENGTH,
  randomValues: RandomValues = cryptoRandomValues
): string {
  const alphabetSize = GENERATED_PASSWORD_ALPHABET.length
  const unbiasedLimit = 256 - (256 % alphabetSize)
  let password = ''
  while (password.length < length) {
    for (const byte of randomValues(new Uint8Array(length))) {
      if (byte >= unbiasedLimit) continue
      password += GENERATED_PASSWORD_ALPHABET[byte % alphabetSize]
      if (password.length === length) break
    }
  }
  return password
}
