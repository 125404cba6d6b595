import type { UseMutationOptions, UseQueryOptions } from '@tanstack/react-query'

import type { ResponseError } from './response-error'

/**
 * What a use…Query hook lets its caller tune: everything but the key and the fetcher. `enabled` is
 * a plain boolean because hooks combine it with their own conditions (signed in, ref present, …).
 */
export type UseCustomQueryOptions<TQueryFnData, TError = ResponseError, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, TError, TData>,
  'queryKey' | 'queryFn' | 'enabled'
> & { enabled?: boolean }

/** What a use…Mutation hook lets its caller tune: everything but the mutation function. */
export type UseCustomMutationOptions<TData, TError = ResponseError, TVariables = void> = Omit<
  UseMutationOptions<TData, TError, TVariables>,
  'mutationFn'
>
