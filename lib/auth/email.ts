/** A loose shape check before asking the auth server, which has the final word on addresses. */
export function isValidEmail(email: string): boolean {
  return /^\S+@\S+\.\S+$/.test(email.trim())
}

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address'
