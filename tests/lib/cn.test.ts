import fc from 'fast-check'

import { cn } from '@/lib/utils/cn'

/** [input, expected]: each input is one class list; the later conflicting class wins. */
type Case = [string, string]

const cases = (table: Case[]) => it.each(table)('%s → %s', (input, expected) => expect(cn(input)).toBe(expected))

describe('cn: joining (clsx)', () => {
  it('drops falsy inputs and joins the rest with single spaces', () => {
    expect(cn('a', false, null, undefined, 0, '', 'b')).toBe('a b')
    expect(cn()).toBe('')
    expect(cn(false && 'p-2', 'p-4')).toBe('p-4')
  })

  it('accepts objects and nested arrays', () => {
    expect(cn({ 'p-2': true, 'p-4': false, flex: 1 }, ['mt-1', ['mt-2', { hidden: null }]])).toBe('p-2 flex mt-2')
    expect(cn(['bg-brand', { 'bg-surface': true }])).toBe('bg-surface')
  })

  it('splits on any whitespace and keeps the order of the classes it keeps', () => {
    expect(cn('  flex\n items-center\tp-2  ', 'gap-2 p-4')).toBe('flex items-center gap-2 p-4')
  })

  it('keeps unknown classes, including repeated ones, and never merges them by prefix', () => {
    expect(cn('group peer foo-bar-2 foo-bar-3 foo-bar-2', 'tabular-nums')).toBe('group peer foo-bar-2 foo-bar-3 foo-bar-2 tabular-nums')
    expect(cn('p-2 my-component', 'p-4')).toBe('my-component p-4')
  })

  it('returns the same result when called again (cached)', () => {
    const input = ['inline-flex h-8 px-3 text-sm', 'h-10 px-5']
    expect(cn(...input)).toBe('inline-flex text-sm h-10 px-5')
    expect(cn(...input)).toBe('inline-flex text-sm h-10 px-5')
  })
})

describe('cn: spacing', () => {
  cases([
    ['p-2 p-4', 'p-4'],
    ['px-2 py-1 p-4', 'p-4'],
    ['pt-1 pr-1 pb-1 pl-1 ps-1 pe-1 p-0', 'p-0'],
    ['p-4 px-2', 'p-4 px-2'],
    ['pl-2 pr-2 px-4', 'px-4'],
    ['pt-2 pb-2 px-4', 'pt-2 pb-2 px-4'],
    ['pt-2 pb-2 py-4', 'py-4'],
    ['px-2 py-2', 'px-2 py-2'],
    ['pr-10 pl-3', 'pr-10 pl-3'],
    ['p-[3px] p-1', 'p-1'],
    ['m-3 mx-auto', 'm-3 mx-auto'],
    ['mt-1 mb-2 my-4', 'my-4'],
    ['ml-2 mx-auto', 'mx-auto'],
    ['-mt-2 mt-4', 'mt-4'],
    ['mt-4 -mt-2', '-mt-2'],
    ['-mb-px m-0', 'm-0'],
    ['p-2 m-2', 'p-2 m-2'],
    ['gap-2 gap-4', 'gap-4'],
    ['gap-x-4 gap-y-2 gap-1', 'gap-1'],
    ['gap-2 gap-x-4', 'gap-2 gap-x-4'],
    ['gap-x-2 gap-y-4', 'gap-x-2 gap-y-4'],
  ])
})

describe('cn: sizing', () => {
  cases([
    ['w-4 w-full', 'w-full'],
    ['w-[calc(100%-2rem)] w-1/2', 'w-1/2'],
    ['h-8 h-[120px]', 'h-[120px]'],
    ['w-4 h-4', 'w-4 h-4'],
    ['w-4 h-4 size-6', 'size-6'],
    ['size-4 w-6', 'size-4 w-6'],
    ['size-4 size-3.5', 'size-3.5'],
    ['min-w-0 min-w-48', 'min-w-48'],
    ['min-h-0 min-h-screen', 'min-h-screen'],
    ['max-w-lg max-w-2xl', 'max-w-2xl'],
    ['max-w-lg max-w-[640px]', 'max-w-[640px]'],
    ['max-h-64 max-h-[60vh]', 'max-h-[60vh]'],
    ['w-full min-w-0 max-w-xs h-9 min-h-0 max-h-40', 'w-full min-w-0 max-w-xs h-9 min-h-0 max-h-40'],
  ])
})

describe('cn: typography', () => {
  cases([
    ['text-sm text-xs', 'text-xs'],
    ['text-base text-2xl', 'text-2xl'],
    ['text-sm text-[11px]', 'text-[11px]'],
    ['text-sm text-[length:12px]', 'text-[length:12px]'],
    ['text-xs text-sm/6', 'text-sm/6'],
    ['text-foreground text-muted', 'text-muted'],
    ['text-muted text-muted-foreground', 'text-muted-foreground'],
    ['text-brand-foreground text-red-500', 'text-red-500'],
    ['text-muted text-[#fff]', 'text-[#fff]'],
    ['text-sm text-muted', 'text-sm text-muted'],
    ['text-muted text-sm', 'text-muted text-sm'],
    ['text-left text-center', 'text-center'],
    ['text-center text-sm text-foreground', 'text-center text-sm text-foreground'],
    ['text-right text-start', 'text-start'],
    ['text-wrap text-nowrap text-foreground', 'text-nowrap text-foreground'],
    ['text-shadow-lg text-brand text-shadow-sm', 'text-brand text-shadow-sm'],
    ['font-medium font-bold', 'font-bold'],
    ['font-normal font-semibold', 'font-semibold'],
    ['font-mono font-sans', 'font-sans'],
    ['font-mono font-medium', 'font-mono font-medium'],
    ['font-[500] font-mono', 'font-[500] font-mono'],
    ['leading-none leading-relaxed', 'leading-relaxed'],
    ['tracking-tight tracking-wide', 'tracking-wide'],
    ['whitespace-nowrap whitespace-pre-wrap', 'whitespace-pre-wrap'],
    ['truncate text-ellipsis', 'text-ellipsis'],
    ['text-clip truncate', 'truncate'],
    ['truncate whitespace-nowrap overflow-hidden', 'truncate whitespace-nowrap overflow-hidden'],
    ['underline no-underline', 'no-underline'],
    ['underline underline-offset-2 line-through', 'underline-offset-2 line-through'],
  ])

  it('keeps an earlier leading-* when a text size follows (Tailwind 4: leading wins; tailwind-merge dropped it)', () => {
    expect(cn('text-sm leading-relaxed', 'text-xs')).toBe('leading-relaxed text-xs')
  })
})

describe('cn: backgrounds, borders, rounding, outline, ring, shadow', () => {
  cases([
    ['bg-brand bg-surface', 'bg-surface'],
    ['bg-surface bg-destructive', 'bg-destructive'],
    ['bg-transparent bg-brand/10', 'bg-brand/10'],
    ['bg-black/50 bg-white', 'bg-white'],
    ['bg-cover bg-center bg-no-repeat bg-brand', 'bg-cover bg-center bg-no-repeat bg-brand'],
    ['bg-linear-to-r bg-[url(/a.png)] bg-brand', 'bg-linear-to-r bg-[url(/a.png)] bg-brand'],
    ['border border-2', 'border-2'],
    ['border-2 border-0', 'border-0'],
    ['border border-border', 'border border-border'],
    ['border-border border-brand', 'border-brand'],
    ['border-border/60 border-transparent', 'border-transparent'],
    ['border-[#ccc] border-[3px]', 'border-[#ccc] border-[3px]'],
    ['border-b border-t border-2', 'border-2'],
    ['border-b-2 border-border', 'border-b-2 border-border'],
    ['border-l border-r border-x-2', 'border-x-2'],
    ['border-t border-x-2', 'border-t border-x-2'],
    ['border-2 border-b-0', 'border-2 border-b-0'],
    ['border-t-border border-brand', 'border-brand'],
    ['border-solid border-dashed border-brand', 'border-dashed border-brand'],
    ['border-collapse border-separate border', 'border-separate border'],
    ['rounded rounded-lg', 'rounded-lg'],
    ['rounded-md rounded-full', 'rounded-full'],
    ['rounded-t-lg rounded-b rounded-md', 'rounded-md'],
    ['rounded-md rounded-t-none', 'rounded-md rounded-t-none'],
    ['rounded-md rounded-xl', 'rounded-xl'],
    ['rounded-l-sm rounded-r-sm', 'rounded-l-sm rounded-r-sm'],
    ['outline-2 outline', 'outline'],
    ['outline-brand outline-transparent', 'outline-transparent'],
    ['outline-none outline-dashed', 'outline-dashed'],
    ['outline-2 outline-brand outline-none', 'outline-2 outline-brand outline-none'],
    ['outline-offset-2 -outline-offset-2 outline-brand', '-outline-offset-2 outline-brand'],
    ['ring ring-2', 'ring-2'],
    ['ring-2 ring-brand ring-border', 'ring-2 ring-border'],
    ['ring-offset-2 ring-offset-background ring-2', 'ring-offset-2 ring-offset-background ring-2'],
    ['ring-inset ring-2 ring-brand', 'ring-inset ring-2 ring-brand'],
    ['shadow shadow-lg', 'shadow-lg'],
    ['shadow-md shadow-none', 'shadow-none'],
    ['shadow-sm shadow-2xl', 'shadow-2xl'],
    ['shadow-black/20 shadow-brand shadow-lg', 'shadow-brand shadow-lg'],
    ['shadow-lg inset-shadow-sm drop-shadow-md', 'shadow-lg inset-shadow-sm drop-shadow-md'],
    ['divide-y divide-border divide-x', 'divide-y divide-border divide-x'],
    ['divide-border divide-brand', 'divide-brand'],
  ])
})

describe('cn: layout', () => {
  cases([
    ['flex hidden', 'hidden'],
    ['hidden md:flex block', 'md:flex block'],
    ['inline-flex inline-block', 'inline-block'],
    ['grid contents table', 'table'],
    ['flex flex-col', 'flex flex-col'],
    ['static relative absolute', 'absolute'],
    ['fixed sticky', 'sticky'],
    ['inset-0 inset-x-2', 'inset-0 inset-x-2'],
    ['top-0 left-0 right-0 bottom-0 inset-4', 'inset-4'],
    ['left-0 right-2 inset-x-0', 'inset-x-0'],
    ['top-0 inset-x-0', 'top-0 inset-x-0'],
    ['top-0 bottom-0 inset-y-2', 'inset-y-2'],
    ['top-1/2 top-3', 'top-3'],
    ['-left-2 left-1/2', 'left-1/2'],
    ['start-0 end-0 inset-x-1', 'inset-x-1'],
    ['inset-0 inset-shadow-sm', 'inset-0 inset-shadow-sm'],
    ['z-10 z-50', 'z-50'],
    ['justify-start justify-end', 'justify-end'],
    ['justify-between justify-items-center justify-self-end', 'justify-between justify-items-center justify-self-end'],
    ['items-center items-start', 'items-start'],
    ['self-start self-end', 'self-end'],
    ['flex-1 flex-none', 'flex-none'],
    ['flex-auto flex-1 flex-row flex-wrap', 'flex-1 flex-row flex-wrap'],
    ['flex-row flex-col', 'flex-col'],
    ['flex-col-reverse flex-row-reverse', 'flex-row-reverse'],
    ['flex-wrap flex-nowrap', 'flex-nowrap'],
    ['shrink-0 grow basis-1/2 flex-1', 'flex-1'],
    ['flex-1 shrink-0', 'flex-1 shrink-0'],
    ['grow grow-0 shrink shrink-0', 'grow-0 shrink-0'],
    ['overflow-hidden overflow-auto', 'overflow-auto'],
    ['overflow-x-auto overflow-y-auto overflow-hidden', 'overflow-hidden'],
    ['overflow-hidden overflow-x-auto', 'overflow-hidden overflow-x-auto'],
    ['overflow-x-auto overflow-y-hidden', 'overflow-x-auto overflow-y-hidden'],
    ['grid-cols-2 grid-cols-[max-content_1fr]', 'grid-cols-[max-content_1fr]'],
    ['line-clamp-3 line-clamp-none', 'line-clamp-none'],
    ['translate-x-4 -translate-x-1/2 -translate-y-1/2', '-translate-x-1/2 -translate-y-1/2'],
  ])
})

describe('cn: effects and interaction', () => {
  cases([
    ['opacity-50 opacity-90', 'opacity-90'],
    ['cursor-pointer cursor-not-allowed', 'cursor-not-allowed'],
    ['pointer-events-none pointer-events-auto', 'pointer-events-auto'],
    ['transition-colors transition-all', 'transition-all'],
    ['transition-transform transition-none', 'transition-none'],
  ])
})

describe('cn: variants, important, negative', () => {
  cases([
    ['hover:bg-brand bg-surface', 'hover:bg-brand bg-surface'],
    ['hover:bg-brand hover:bg-surface', 'hover:bg-surface'],
    ['md:p-4 p-2 md:p-6', 'p-2 md:p-6'],
    ['md:hover:bg-brand hover:bg-surface', 'md:hover:bg-brand hover:bg-surface'],
    ['focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-4', 'focus-visible:outline-brand focus-visible:outline-4'],
    ['disabled:opacity-50 opacity-90 disabled:opacity-40', 'opacity-90 disabled:opacity-40'],
    ['data-[state=open]:bg-brand data-[state=closed]:bg-surface', 'data-[state=open]:bg-brand data-[state=closed]:bg-surface'],
    ['data-[state=open]:bg-brand data-[state=open]:bg-surface', 'data-[state=open]:bg-surface'],
    ['[&>svg]:size-4 [&>svg]:size-3', '[&>svg]:size-3'],
    ['[&:hover]:p-2 p-4', '[&:hover]:p-2 p-4'],
    ['supports-[display:grid]:grid supports-[display:grid]:flex', 'supports-[display:grid]:flex'],
    ['group-hover/item:opacity-0 group-hover/item:opacity-100', 'group-hover/item:opacity-100'],
    ['aria-invalid:border-destructive aria-invalid:border-brand', 'aria-invalid:border-brand'],
    ['placeholder:text-muted placeholder:text-foreground text-sm', 'placeholder:text-foreground text-sm'],
    ['!p-2 p-4', '!p-2 p-4'],
    ['p-4 !p-2', 'p-4 !p-2'],
    ['!p-2 !p-4', '!p-4'],
    ['p-2! !p-4', '!p-4'],
    ['!bg-brand bg-brand!', 'bg-brand!'],
    ['hover:!p-2 hover:p-4! hover:p-3', 'hover:p-4! hover:p-3'],
    ['-mt-2 mt-2', 'mt-2'],
    ['!-mt-2 !mt-2', '!mt-2'],
    ['-mt-2! -mt-4!', '-mt-4!'],
    ['bg-[url(http://x/a:b)] bg-brand', 'bg-[url(http://x/a:b)] bg-brand'],
  ])
})

describe('cn: callers in this repo', () => {
  it('lets a Button className override the size and variant classes', () => {
    const base =
      'inline-flex items-center justify-center gap-2 rounded-md border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:pointer-events-none disabled:opacity-50'
    expect(cn(base, 'border-border bg-surface text-foreground hover:bg-background', 'h-8 px-3 text-sm', 'w-full justify-start px-2')).toBe(
      'inline-flex items-center gap-2 rounded-md border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:pointer-events-none disabled:opacity-50 border-border bg-surface text-foreground hover:bg-background h-8 text-sm w-full justify-start px-2'
    )
  })

  it('lets DialogContent take a className width and keeps the fixed positioning', () => {
    expect(
      cn(
        'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface text-foreground shadow-lg focus:outline-none',
        'max-w-lg',
        'max-w-[640px] top-[15vh] translate-y-0'
      )
    ).toBe(
      'fixed left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 rounded-lg border border-border bg-surface text-foreground shadow-lg focus:outline-none max-w-[640px] top-[15vh] translate-y-0'
    )
  })

  it('keeps width, style and colour of a tab underline apart', () => {
    expect(cn('-mb-px border-b-2 px-1 pb-2', 'border-brand text-foreground')).toBe('-mb-px border-b-2 px-1 pb-2 border-brand text-foreground')
  })

  it('lets a grid cell add its outline and the dialog header its padding', () => {
    expect(cn('absolute top-0 flex h-full items-center border-r border-border px-3', 'cursor-pointer', 'outline-2 -outline-offset-2 outline-brand')).toBe(
      'absolute top-0 flex h-full items-center border-r border-border px-3 cursor-pointer outline-2 -outline-offset-2 outline-brand'
    )
    expect(cn('flex flex-col gap-1 border-b border-border px-5 py-4', 'pr-10 items-center')).toBe('flex flex-col gap-1 border-b border-border px-5 py-4 pr-10 items-center')
  })
})

// Families with no relation to each other, so one class of each never conflicts with another.
const FAMILIES = [
  'block flex grid hidden inline-flex contents',
  'static relative absolute fixed sticky',
  'p-0 p-2 p-4 p-[3px]',
  'mt-1 mt-2 -mt-2 mt-auto',
  'w-4 w-full w-[calc(100%-2rem)]',
  'min-h-0 min-h-10',
  'max-w-lg max-w-xs max-w-[640px]',
  'text-xs text-sm text-2xl text-[11px]',
  'text-foreground text-muted text-brand-foreground text-[#fff]',
  'text-left text-center',
  'font-medium font-bold',
  'font-mono font-sans',
  'bg-brand bg-surface bg-black/50',
  'border border-0 border-2',
  'border-border border-brand border-transparent',
  'border-dashed border-solid',
  'rounded rounded-md rounded-full',
  'z-10 z-50',
  'gap-2 gap-4',
  'justify-start justify-between',
  'items-center items-start',
  'self-start self-end',
  'flex-row flex-col',
  'flex-wrap flex-nowrap',
  'overflow-hidden overflow-auto',
  'opacity-50 opacity-90',
  'shadow shadow-md shadow-none',
  'shadow-black/20 shadow-brand',
  'leading-none leading-relaxed',
  'tracking-tight tracking-wide',
  'whitespace-nowrap whitespace-pre-wrap',
  'truncate text-ellipsis',
  'cursor-pointer cursor-not-allowed',
  'pointer-events-none pointer-events-auto',
  'outline-none outline-dashed',
  'outline-2 outline',
  'outline-brand outline-transparent',
  'outline-offset-2 -outline-offset-2',
  'ring ring-2',
  'ring-brand ring-border',
  'underline no-underline',
  'transition transition-colors',
].map((family) => family.split(' '))
const OTHERS = 'px-2 py-1 pl-4 mx-auto -mb-px h-8 size-4 border-b-2 border-t-border rounded-t-lg inset-0 top-2 -left-1 gap-x-4 flex-1 grow shrink-0 overflow-x-auto group foo-bar-1 hover:p-2 md:flex'.split(' ')
const ALL = [...FAMILIES.flat(), ...OTHERS]

const variant = fc.constantFrom('', 'hover:', 'md:', 'focus-visible:', 'data-[state=open]:', 'md:hover:', '[&>svg]:')
const important = fc.constantFrom('', '', '!', 'trailing')
const decorate = (cls: string, prefix: string, bang: string) => (bang == 'trailing' ? prefix + cls + '!' : prefix + bang + cls)
/** One class from each of some families, each with its own variant and importance. */
const unrelated = fc
  .uniqueArray(fc.nat(FAMILIES.length - 1), { maxLength: 12 })
  .chain((indexes) =>
    fc.tuple(...indexes.map((i) => fc.tuple(fc.constantFrom(...FAMILIES[i]), variant, important).map(([cls, v, b]) => decorate(cls, v, b))))
  )
const anyClasses = fc.array(fc.tuple(fc.constantFrom(...ALL), variant, important).map(([cls, v, b]) => decorate(cls, v, b)), { maxLength: 15 })

describe('cn: properties', () => {
  it('never drops a class whose family is unique in the list', () => {
    fc.assert(
      fc.property(unrelated, (classes) => {
        expect(cn(classes)).toBe(classes.join(' '))
      })
    )
  })

  it('cn(a, b) keeps every class of b (b without conflicts of its own), after what survives of a', () => {
    fc.assert(
      fc.property(anyClasses, unrelated, (a, b) => {
        const merged = cn(a, b).split(' ').filter(Boolean)
        expect(merged.slice(merged.length - b.length)).toEqual(b)
      })
    )
  })

  it('keeps the last class, keeps the input order and is idempotent', () => {
    fc.assert(
      fc.property(anyClasses, (classes) => {
        const merged = cn(classes)
        const kept = merged.split(' ').filter(Boolean)
        if (classes.length) expect(kept.at(-1)).toBe(classes.at(-1))
        let from = 0
        for (const cls of kept) {
          const at = classes.indexOf(cls, from)
          expect(at).toBeGreaterThanOrEqual(0)
          from = at + 1
        }
        expect(cn(merged)).toBe(merged)
      })
    )
  })
})
