import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react'

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }
type AnyProps = Record<string, unknown>

/**
 * Renders its single child with the slot's props merged in (the `asChild` pattern): class names
 * joined, styles merged, event handlers of both called (the child's first), refs composed.
 * Our own few lines instead of Radix's Slot, which ships on every page through Button.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement(children)) return null
  const child = children as ReactElement<AnyProps>
  return cloneElement(child, mergeSlotProps(slotProps as AnyProps, child.props))
}

export function mergeSlotProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps }
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name]
    if (childValue === undefined) {
      merged[name] = slotValue
    } else if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        childValue(...args)
        slotValue(...args)
      }
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ')
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) }
    } else if (name === 'ref') {
      merged[name] = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>)
    }
  }
  return merged
}

function composeRefs(...refs: Ref<unknown>[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node)
      else if (ref) (ref as { current: unknown }).current = node
    }
  }
}
