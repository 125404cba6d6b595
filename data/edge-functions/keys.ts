/** Query keys of the edge functions pages (per project). */
export const edgeFunctionKeys = {
  all: (projectRef: string | undefined) => ['projects', projectRef, 'edge-functions'] as const,
  list: (projectRef: string | undefined) => ['projects', projectRef, 'edge-functions', 'list'] as const,
  detail: (projectRef: string | undefined, slug: string | undefined) => ['projects', projectRef, 'edge-functions', 'detail', slug] as const,
  body: (projectRef: string | undefined, slug: string | undefined) => ['projects', projectRef, 'edge-functions', 'body', slug] as const,
  secrets: (projectRef: string | undefined) => ['projects', projectRef, 'edge-functions', 'secrets'] as const,
}
