/**
 * React's removeChild/insertBefore failures almost always mean something outside React (a browser
 * translation tool or an extension) changed the page's DOM (SPEC §2).
 */
const DOM_MUTATION_ERROR = /\b(removeChild|insertBefore)\b/

export function isDomMutationError(message: string | undefined | null): boolean {
  return Boolean(message && DOM_MUTATION_ERROR.test(message))
}
