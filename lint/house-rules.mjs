/**
 * The house rules ESLint's own rules cannot say (README "Architecture"). Each is proven by a test in
 * tests/lint that feeds it a violating file.
 */
import { dirname, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The file's path from the project root, with forward slashes. */
const fromRoot = (filename) => relative(ROOT, filename).split(sep).join('/')

const CACHE_METHODS = new Set(['invalidateQueries', 'setQueryData', 'setQueriesData', 'removeQueries', 'resetQueries', 'refetchQueries'])

/** `queryClient.invalidateQueries(…)` and friends: only the mutation cache (lib/api) marks data stale or writes it. */
const noHandInvalidation = {
  meta: {
    type: 'problem',
    docs: { description: 'Query cache writes and invalidations only in lib/api (mutations declare meta.invalidates/removes/writes).' },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        const name = node.property.type === 'Identifier' ? node.property.name : node.property.type === 'Literal' ? node.property.value : null
        if (!CACHE_METHODS.has(name)) return
        context.report({
          node,
          message: `${name} only in lib/api: declare it on the mutation as meta.invalidates (or meta.removes / meta.writes through lib/api/cache-writes).`,
        })
      },
    }
  },
}

/**
 * A transaction written by hand ('begin;' … 'commit;', or a bare 'rollback'). Schema changes go through
 * inTransaction (lib/sql/transaction.ts) and the reviewed-SQL flow, server code through the same module's
 * statements. A PL/pgSQL block's `begin … end;` is not a transaction and passes.
 */
const TRANSACTION_SQL = /(^\s*(begin|commit|rollback|start\s+transaction)\s*;?\s*$)|(\b(begin|commit|rollback)\s*;)|(\bstart\s+transaction\b)/i
const noTransactionSql = {
  meta: {
    type: 'problem',
    docs: { description: 'begin/commit/rollback strings only in lib/sql.' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && TRANSACTION_SQL.test(text))
        context.report({ node, message: 'Transactions are written only in lib/sql: use inTransaction() or the statements of lib/sql/transaction.ts.' })
    }
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
    }
  },
}

/**
 * What another folder of data/ may import from a resource (data/<resource>/…): its keys.ts, its queries
 * (*-query.ts) and mutations (*-mutation.ts), and the transport every resource builds on
 * (data/sql/execute-sql.ts, data/sql/pg-meta.ts). Everything else in a resource folder is its own:
 * fetch helpers, cache-write builders, row formatters. A resource that needs another's helper is a sign
 * the helper belongs in lib/ or in the transport.
 */
const TRANSPORT = new Set(['data/sql/execute-sql', 'data/sql/pg-meta'])
const isPublic = (modulePath) =>
  TRANSPORT.has(modulePath) || /^data\/[^/]+\/(keys|[a-z0-9-]+-query|[a-z0-9-]+-mutation)$/.test(modulePath)

/** The data/… path an import names, or null when it is not in data/. */
function importedDataPath(source, filename) {
  let target
  if (source.startsWith('@/')) target = source.slice(2)
  else if (source.startsWith('.')) target = fromRoot(resolve(dirname(filename), source))
  else return null
  target = target.replace(/\.(ts|tsx)$/, '').replace(/\/index$/, '')
  return target.startsWith('data/') ? target : null
}

const dataResourceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A data/ resource imports only another resource's keys, queries, mutations and the transport." },
    schema: [],
  },
  create(context) {
    const file = fromRoot(context.filename)
    const ownResource = file.match(/^data\/([^/]+)\//)?.[1]
    if (!ownResource) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string') return
      const target = importedDataPath(source, context.filename)
      if (!target) return
      const resource = target.match(/^data\/([^/]+)/)?.[1]
      if (resource === ownResource || isPublic(target)) return
      context.report({
        node: node.source,
        message: `${target} is internal to data/${resource}: import its keys, queries or mutations, or move what both need to lib/ or the transport (data/sql).`,
      })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

/** An import (static, re-export or dynamic) of `module`, and the names it takes from it. */
function importsOf(node) {
  const source = node.source?.value
  if (typeof source !== 'string') return null
  const names = (node.specifiers ?? []).map((specifier) =>
    specifier.type === 'ImportSpecifier' || specifier.type === 'ExportSpecifier'
      ? (specifier.imported?.name ?? specifier.local?.name)
      : specifier.type === 'ImportNamespaceSpecifier' || node.type === 'ExportAllDeclaration'
        ? '*'
        : 'default',
  )
  return { source, names: node.type === 'ExportAllDeclaration' || node.type === 'ImportExpression' ? ['*'] : names }
}

const importVisitors = (check) => ({ ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check })

/**
 * IndexedDB is opened in one place: stores/ (persisted records with their schema and version). A
 * component or lib module that wants a record asks the store built for it.
 */
const idbOnlyInStores = {
  meta: {
    type: 'problem',
    docs: { description: 'The idb package is imported only in stores/.' },
    schema: [],
  },
  create(context) {
    return importVisitors((node) => {
      const found = importsOf(node)
      if (found?.source !== 'idb' && !found?.source.startsWith('idb/')) return
      context.report({ node: node.source, message: 'idb only in stores/: keep records through a store (stores/persisted-records.ts).' })
    })
  },
}

/**
 * A query-backed section shows its states through QueryState (components/ui/query-state.tsx): the
 * loading line, what failed with Retry, the empty note. QueryError is the kit's own piece of that; a
 * component importing it is writing its own `if (query.error) return <QueryError …>` branch again.
 */
const QUERY_ERROR_MODULES = /(^|\/)components\/ui\/query-(state|error)$|^\.\/query-(state|error)$/
const queryStateOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'QueryError only inside components/ui; sections use QueryState.' },
    schema: [],
  },
  create(context) {
    return importVisitors((node) => {
      const found = importsOf(node)
      if (!found || !QUERY_ERROR_MODULES.test(found.source.replace(/\.(ts|tsx)$/, ''))) return
      if (!found.names.includes('QueryError') && !found.names.includes('*')) return
      context.report({
        node: node.source,
        message: 'QueryError only inside components/ui: show the query through QueryState (loading, what failed with Retry, empty, data).',
      })
    })
  },
}

export const houseRules = {
  rules: {
    'no-hand-invalidation': noHandInvalidation,
    'no-transaction-sql': noTransactionSql,
    'data-resource-boundaries': dataResourceBoundaries,
    'idb-only-in-stores': idbOnlyInStores,
    'query-state-only': queryStateOnly,
  },
}
