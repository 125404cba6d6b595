import { COMPUTE_SPECS, type ComputeSize } from '@/lib/catalog/compute-specs'
import type { ComputeSpec } from '@/lib/catalog/schemas/compute-specs-schema'
import type { PlanId } from '@/lib/catalog/pricing-tiers'

export const COMPUTE_SIZES = Object.keys(COMPUTE_SPECS) as ComputeSize[]

/** What the platform calls each size in desired_instance_size, and what people read. */
const INSTANCE_SIZES: Record<ComputeSize, { instanceSize: string; name: string }> = {
  ci_nano: { instanceSize: 'nano', name: 'Nano' },
  ci_micro: { instanceSize: 'micro', name: 'Micro' },
}

export function isComputeSize(value: string): value is ComputeSize {
  return Object.hasOwn(COMPUTE_SPECS, value)
}

export function instanceSizeOf(size: ComputeSize): string {
  return INSTANCE_SIZES[size].instanceSize
}

function describeCpu(spec: ComputeSpec): string {
  if (spec.cpu_cores === 'Shared') return 'Shared CPU'
  return `${spec.cpu_cores}-core ${spec.cpu_dedicated ? 'dedicated' : 'shared'} CPU`
}

/** "Nano — Shared CPU • 0.5 GB memory • 30 direct connections". */
export function computeSizeLabel(size: ComputeSize): string {
  const spec = COMPUTE_SPECS[size]
  return `${INSTANCE_SIZES[size].name} — ${describeCpu(spec)} • ${spec.memory_gb} GB memory • ${spec.connections_direct} direct connections`
}

/** Free projects run on the smallest size; paid plans may pick any size (compute credits cover Micro). */
export function isComputeSizeAllowed(size: ComputeSize, plan: PlanId): boolean {
  return plan !== 'free' || size === 'ci_nano'
}

export function defaultComputeSize(plan: PlanId): ComputeSize {
  return plan === 'free' ? 'ci_nano' : 'ci_micro'
}
