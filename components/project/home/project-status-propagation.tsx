'use client'

import type { Project } from '@/lib/api/types'

import { useProjectStatusPropagation } from './use-project-status-propagation'

/** The home's polled status written into the cached project lists (SPEC §4); renders nothing. */
export function ProjectStatusPropagation({ project }: { project: Project }) {
  useProjectStatusPropagation(project)
  return null
}
