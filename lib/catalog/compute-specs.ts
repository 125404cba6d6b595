import type { ComputeSpec } from './schemas/compute-specs-schema'

/**
 * The compute sizes of SPEC §9. The SPEC calls them "Smallest" and "Next"; we key them by the names the
 * platform gives its instance sizes (ci_nano, ci_micro) so they line up with project compute data.
 * Disk IO is in MB/s.
 */

export const COMPUTE_SPECS = {
  /** "Smallest": shared CPU, 0.5 GB. */
  ci_nano: {
    baseline_disk_io_mbs: 43,
    connections_direct: 30,
    connections_pooler: 200,
    cpu_cores: 'Shared',
    cpu_dedicated: false,
    max_disk_io_mbs: 2085,
    memory_gb: 0.5,
  },
  /** "Next": 2 cores, not dedicated, 1 GB. */
  ci_micro: {
    baseline_disk_io_mbs: 87,
    connections_direct: 60,
    connections_pooler: 200,
    cpu_cores: 2,
    cpu_dedicated: false,
    max_disk_io_mbs: 2085,
    memory_gb: 1,
  },
} as const satisfies Record<string, ComputeSpec>

export type ComputeSize = keyof typeof COMPUTE_SPECS
