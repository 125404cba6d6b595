import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's realtime settings (under the project, so deleting it drops them). */
export const realtimeKeys = {
  config: (ref: string | undefined) => [...projectKeys.all(ref), 'realtime', 'config'] as const,
}
