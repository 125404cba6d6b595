import { z } from 'zod'

// Kept apart from the data (../compute-specs) so the new-project form does not ship zod; only the
// catalogue tests validate against it at runtime. Disk IO is in MB/s.

export const computeSpecSchema = z.object({
  baseline_disk_io_mbs: z.number().positive(),
  connections_direct: z.number().int().positive(),
  connections_pooler: z.number().int().positive(),
  cpu_cores: z.union([z.number().int().positive(), z.literal('Shared')]),
  cpu_dedicated: z.boolean(),
  max_disk_io_mbs: z.number().positive(),
  memory_gb: z.number().positive(),
})

export type ComputeSpec = z.infer<typeof computeSpecSchema>
