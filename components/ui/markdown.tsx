import ReactMarkdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown'

import { cn } from '@/lib/utils/cn'

import { MarkdownLink } from './markdown-link'

const COMPONENTS: Components = {
  a: MarkdownLink,
  p: ({ node: _node, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal pl-5" {...props} />,
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-surface px-1 py-0.5 font-mono text-xs', className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="my-2 overflow-x-auto rounded-md border border-border bg-surface p-3 text-xs" {...props} />
  ),
}

// Hrefs go to MarkdownLink untouched so it alone decides (it maps "no href" to "/" and neutralises
// bad protocols); every other URL (e.g. image src) keeps react-markdown's own sanitising.
const urlTransform: UrlTransform = (url, key) => (key === 'href' ? url : defaultUrlTransform(url))

export interface MarkdownProps {
  content: string
  className?: string
}

/** Renders untrusted markdown: raw HTML is not rendered and links are sanitised. */
export function Markdown({ content, className }: MarkdownProps) {
  return (
    <div className={cn('text-sm leading-relaxed text-foreground', className)}>
      <ReactMarkdown components={COMPONENTS} urlTransform={urlTransform}>
        {content}
      </ReactMarkdown>
    </div>
  )
}
