/** How to call a function from outside: curl, and supabase-js's functions.invoke. */

export function functionUrl(projectUrl: string, slug: string): string {
  return `${projectUrl.replace(/\/+$/, '')}/functions/v1/${slug}`
}

export function curlSnippet(url: string, needsJwt: boolean): string {
  const auth = needsJwt ? `  --header 'Authorization: Bearer <ANON_KEY>' \\\n` : ''
  return `curl -i --request POST '${url}' \\\n${auth}  --header 'Content-Type: application/json' \\\n  --data '{"name":"Functions"}'`
}

export function supabaseJsSnippet(slug: string): string {
  return [
    `const { data, error } = await supabase.functions.invoke('${slug}', {`,
    `  body: { name: 'Functions' },`,
    `})`,
  ].join('\n')
}
