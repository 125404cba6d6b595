/**
 * Shape checks for values read back from browser storage. Stored values are small and flat, and these
 * run on every page's first load, so they are plain type guards rather than zod (whose core alone
 * would add ~22 KB gzip to every route); zod checks the larger IndexedDB records, which load lazily.
 */
export type Guard<T> = (value: unknown) => value is T
export type GuardedType<G> = G extends Guard<infer T> ? T : never

export const string: Guard<string> = (value): value is string => typeof value === 'string'
export const number: Guard<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value)
export const boolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean'

export function oneOf<const T extends readonly string[]>(values: T): Guard<T[number]> {
  return (value): value is T[number] => typeof value === 'string' && values.includes(value)
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value)
}

export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value)
}

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(guard)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function recordOf<T>(guard: Guard<T>): Guard<Record<string, T>> {
  return (value): value is Record<string, T> => isPlainObject(value) && Object.values(value).every(guard)
}

/** An object with at least these fields (others are allowed, as older or newer dashboards may add some). */
export function shape<S extends Record<string, Guard<unknown>>>(fields: S): Guard<{ [K in keyof S]: GuardedType<S[K]> }> {
  return (value): value is { [K in keyof S]: GuardedType<S[K]> } =>
    isPlainObject(value) && Object.entries(fields).every(([name, guard]) => guard(value[name]))
}
