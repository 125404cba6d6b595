import { Badge } from '@/components/ui/badge'
import { LINT_LEVEL_LABELS, type LintLevel } from '@/lib/advisors/security-rules'

const VARIANTS = { ERROR: 'destructive', WARN: 'warning', INFO: 'outline' } as const

export function LintLevelBadge({ level }: { level: LintLevel }) {
  return <Badge variant={VARIANTS[level]}>{LINT_LEVEL_LABELS[level]}</Badge>
}
