import { clsx, type ClassValue } from 'clsx'

/*
 * Small Tailwind conflict resolver (replaces tailwind-merge, ~8 KB gzip). A class is `variants:`,
 * an optional `!` (leading or trailing), an optional `-`, then the utility, which maps to a family
 * and a side. A later class drops earlier ones with the same variants, importance and family when
 * its side is the same or more general (p > px > pl, inset > inset-x > left, rounded > rounded-t;
 * rounded corners are not merged with edges). Unknown utilities get no family and are always kept.
 * Unlike tailwind-merge, a text size does not drop an earlier leading-* (in Tailwind 4 leading wins).
 */

/** Keyword utilities; each capture group is a family. */
const KEYWORD =
  /^(?:(block|inline(?:-block|-flex|-grid)?|flex|grid|hidden|contents|table)|(static|fixed|absolute|relative|sticky)|text-(?:(left|center|right|justify|start|end)|(wrap|nowrap|balance|pretty))|(truncate|(?:text|overflow)-ellipsis|text-clip)|(underline|overline|line-through|no-underline)|flex-(?:((?:row|col)(?:-reverse)?)|(wrap(?:-reverse)?|nowrap))|border-(collapse|separate))$/
/** Prefixes whose value never changes the family (the family is the prefix). */
const SIMPLE =
  /^((w|h|basis|grow|shrink)|size|z|(max|min)-[wh]|flex|opacity|leading|tracking|whitespace|cursor|pointer-events|transition|items|self|justify(-items|-self)?|line-clamp|grid-(cols|rows)|translate-[xy]|outline-offset|border-spacing|font-stretch|divide-[xy]-reverse)(-|$)/
/** Families with sides: padding, margin, inset (and top…end), rounded, gap, overflow, border, divide, outline, ring. */
const SIDED =
  /^([pm]|(top|right|bottom|left|start|end)|rounded|gap|overflow|border|divide|outline|(inset-)?ring(-offset)?|inset)-?([tbse]?[xytrblse]|)(-(.+))?$/
const LENGTH = /^(\d|[[(](length:|[\d.]|calc))/
/** Values (besides lengths) that make text-, (text-|inset-|drop-)shadow- and font- a size or weight, not a colour or font family. */
const SIZED: Record<string, RegExp> = {
  text: /^(x[sl]|sm|base|lg)(\/|$)/,
  shadow: /^(x[sl]|sm|md|lg|none|inner)?$/,
  font: /^(thin|(extra|semi)?(light|bold)|normal|medium|black)$/,
}

/** "family side" of a utility without variants, "!" or "-"; undefined when unknown. */
function familyOf(utility: string): string | undefined {
  let m
  if ((m = KEYWORD.exec(utility))) return '' + m.findIndex((g, i) => i && g)
  // w and h are sides of size, basis, grow and shrink sides of flex, so size-* and flex-* override them.
  if ((m = SIMPLE.exec(utility))) return m[2] ? ('hw'.includes(m[2]) ? 'size ' : 'flex ') + m[2] : m[1]
  if ((m = /^(((text|inset|drop)-)?shadow|text|font|bg)-?(.*)$/.exec(utility))) {
    const [, prefix, , , value] = m
    // Colours only. Not bg-[…]/(…), fixed, local, scroll, auto, cover, contain, conic, center, top, bottom,
    // left, right, repeat, no-repeat, none, linear, radial, clip, origin, blend, position, size, gradient.
    if (prefix == 'bg') return /^([[(]|fi|lo|sc|au|c[eol]|to|bot|le|ri|rep|no|lin|ra|ori|ble|pos|siz|grad)/.test(value) ? undefined : prefix
    return prefix + (LENGTH.test(value) || SIZED[prefix.slice(-6)].test(value) ? '' : '-c')
  }
  if ((m = SIDED.exec(utility))) {
    const value = m[7]
    // border/divide/outline/(inset-)ring(-offset) values are a width, a style (-s) or a colour (-c); ring-inset counts as a style.
    const kind = !/^(bo|di|ou|ri|inset-)/.test(m[1]) || !value || LENGTH.test(value) ? '' : /^(solid|dashed|dotted|double|hidden|none|inset)$/.test(value) ? '-s' : '-c'
    return m[2] ? 'inset ' + m[2][0] : m[1] + kind + ' ' + m[5]
  }
}

// Results are cached, as tailwind-merge does: data-grid cells call cn on every render.
const cache = new Map<string, string>()

/** Joins class names (clsx) and lets later Tailwind classes override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs)
  const cached = cache.get(joined)
  if (cached != null) return cached
  const seen: string[][] = [] // [variants + importance + family, side]
  const kept: string[] = []
  const classes = joined.split(/\s+/)
  for (let n = classes.length; n--; ) {
    const name = classes[n]
    // Variants run up to the last ":" outside [] and (); then "!", "-", the utility, or a trailing "!".
    const [, variants, , , important, utility, trailing] = /^(((\[.*?\]|\(.*?\)|[^:[(])*:)*)(!?)-?(.*?)(!?)$/.exec(name)!
    const group = familyOf(utility)
    if (group) {
      const [family, side] = group.split(' ')
      const key = variants + important + trailing + family
      // A later side d overrides this one when it is the same or more general (none > x > l).
      if (seen.some(([k, d]) => k == key && (!d || d == side || /^(x[lrse]|y[tb])$/.test(d + side)))) continue
      seen.push([key, side])
    }
    if (name) kept.push(name)
  }
  if (cache.size > 999) cache.clear()
  const merged = kept.reverse().join(' ')
  cache.set(joined, merged)
  return merged
}
