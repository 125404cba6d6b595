import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import type { PricingFeature, PricingTier } from '@/lib/catalog/schemas/pricing-tiers-schema'
import { cn } from '@/lib/utils/cn'

function TierFeature({ feature }: { feature: PricingFeature }) {
  if (typeof feature === 'string') return <li>{feature}</li>
  const [main, overage] = feature
  return (
    <li className="flex flex-col">
      <span>{main}</span>
      <span className="text-xs text-muted">{overage}</span>
    </li>
  )
}

export interface PricingTierCardProps {
  tier: PricingTier
  isCurrent: boolean
  /** Offered for other self-serve tiers; undefined hides the preview button. */
  onPreview?: () => void
  isPreviewDisabled?: boolean
}

/** One pricing tier: name, price, what it includes, and its call to action. */
export function PricingTierCard({ tier, isCurrent, onPreview, isPreviewDisabled = false }: PricingTierCardProps) {
  const nameId = `${tier.id}-name`
  const price = typeof tier.priceMonthly === 'number' ? `$${tier.priceMonthly}` : tier.priceMonthly
  return (
    <article
      aria-labelledby={nameId}
      data-current={isCurrent || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-surface p-4',
        isCurrent ? 'border-brand' : 'border-border'
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={nameId} className="text-base font-semibold">
          {tier.name}
        </h3>
        {tier.nameBadge && <Badge variant="brand">{tier.nameBadge}</Badge>}
        {isCurrent && <Badge variant="outline">Current plan</Badge>}
      </div>
      <p className="text-sm text-muted">{tier.description}</p>
      <p className="flex items-baseline gap-1" data-testid="tier-price">
        {tier.priceLabel && <span className="text-xs text-muted">{tier.priceLabel}</span>}
        <span className="text-2xl font-semibold">{price}</span>
        {tier.costUnit && <span className="text-xs text-muted">{tier.costUnit}</span>}
      </p>
      {tier.warning && <p className="rounded-md border border-warning/50 px-2 py-1 text-xs text-warning">{tier.warning}</p>}
      <p className="text-sm font-medium">{tier.preface}</p>
      <ul className="flex flex-1 list-disc flex-col gap-1.5 pl-5 text-sm">
        {tier.features.map((feature) => (
          <TierFeature key={typeof feature === 'string' ? feature : feature[0]} feature={feature} />
        ))}
      </ul>
      {tier.footer && <p className="text-xs text-muted">{tier.footer}</p>}
      <div className="flex flex-wrap gap-2">
        {/*
          On an existing organization's billing page a self-serve tier changes this organization's plan
          (the dialog shows what it costs first); the catalogue's call to action starts a new project,
          so it stays for the tiers that cannot be switched to here (Enterprise's contact form).
          Tier hrefs already carry the /dashboard base path (or are external), so no next/link.
        */}
        {onPreview ? (
          <Button variant="primary" onClick={onPreview} disabled={isPreviewDisabled} aria-label={`Change plan to ${tier.name}`}>
            Change plan
          </Button>
        ) : (
          !isCurrent || tier.planId === 'enterprise' ? (
            <a href={tier.href} className={buttonVariants({ variant: 'primary', size: 'small' })}>
              {tier.cta}
            </a>
          ) : null
        )}
      </div>
    </article>
  )
}
