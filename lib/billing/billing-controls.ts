import type { PlanId } from '@/lib/catalog/pricing-tiers'
import type { ManagementPermissions } from '@/lib/permissions/management-permissions'

/** Which billing changes the page offers (SPEC §6): billing permission for billing, organization update for its email. */
export interface BillingControls {
  canChangePlan: boolean
  canManagePaymentMethods: boolean
  canManageTaxIds: boolean
  canEditAddress: boolean
  canEditBillingEmail: boolean
}

export function billingControls(
  permissions: Pick<ManagementPermissions, 'canManageBilling' | 'canUpdateOrganization'> & { isLoading?: boolean },
  { isMarketplaceBilled }: { isMarketplaceBilled: boolean }
): BillingControls {
  const canBill = permissions.canManageBilling && !permissions.isLoading
  return {
    // A marketplace bills the plan and collects the payments, so those change there, not here.
    canChangePlan: canBill && !isMarketplaceBilled,
    canManagePaymentMethods: canBill && !isMarketplaceBilled,
    canManageTaxIds: canBill,
    canEditAddress: canBill,
    canEditBillingEmail: permissions.canUpdateOrganization && !permissions.isLoading,
  }
}

export const ONLY_CARD_OF_PAID_PLAN =
  'This is the only card on a paid plan, so invoices would have nothing to charge. Add another card first, or move to the Free plan.'

/** Why a card cannot be removed, or undefined when it can. */
export function cardRemovalBlock({ cardCount, planId }: { cardCount: number; planId: PlanId | undefined }): string | undefined {
  if (cardCount <= 1 && planId !== undefined && planId !== 'free') return ONLY_CARD_OF_PAID_PLAN
  return undefined
}
