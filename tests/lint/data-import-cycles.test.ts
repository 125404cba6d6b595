import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')
const DATA = join(ROOT, 'data')

/** Every module specifier a file names: static and type imports, re-exports, dynamic imports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The data/ folder a file or module path belongs to, or null outside data/. */
function dataFolder(pathFromRoot: string): string | null {
  const match = pathFromRoot.split(sep).join('/').match(/^data\/([^/]+)\//)
  return match ? match[1] : null
}

/** Which data/ folders each data/ folder imports (itself excluded). */
function dataFolderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(DATA)) {
    const from = dataFolder(relative(ROOT, file))!
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = specifier.startsWith('@/')
        ? specifier.slice(2) + '/'
        : specifier.startsWith('.')
          ? relative(ROOT, resolve(dirname(file), specifier)) + '/'
          : null
      const to = target ? dataFolder(target) : null
      if (to && to !== from) edges.add(to)
    }
  }
  return graph
}

/** Every cycle of the graph, each as the folders around it (found from its alphabetically first folder). */
function findCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = []
  const walk = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) cycles.push([...path, start])
      else if (next > start && !path.includes(next)) walk(start, next, [...path, next])
    }
  }
  for (const start of [...graph.keys()].sort()) walk(start, start, [start])
  return cycles
}

describe('data/ folders', () => {
  it('import one another without cycles', () => {
    expect(findCycles(dataFolderGraph()).map((cycle) => cycle.join(' → '))).toEqual([])
  })

  it('the cycle check finds a cycle when there is one', () => {
    const graph = new Map([
      ['database', new Set(['sql'])],
      ['sql', new Set(['database', 'projects'])],
      ['projects', new Set<string>()],
    ])
    expect(findCycles(graph)).toEqual([['database', 'sql', 'database']])
  })
})
