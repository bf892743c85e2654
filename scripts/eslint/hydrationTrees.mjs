import fs from 'node:fs'
import path from 'node:path'

/**
 * Which source files are in a static part's tree and which in an island's (docs/hydration.md),
 * read from the files on disk for the lint rules in ./hydrationRules.mjs.
 *
 * A tree starts at its roots and follows every import (static, dynamic and `export … from`, not
 * type-only ones) that resolves to a file under the source root, through any number of files;
 * packages and the hydration machinery itself (`notFollowed`) are not followed.
 * - Static roots: what a block whose block.ts says `hydration: 'static'` loads (its `import()`),
 *   and each imported component rendered inside a `<StaticHtml>` (the header, the footer, posts).
 * - Island roots: what is rendered inside a `<HydrateOnInteraction>`: an imported component, a
 *   lazyPart's `import()`, or the file itself when the island renders a component of that file.
 */

/**
 * @typedef {{
 *   sourceRoot: string,
 *   alias: Record<string, string>,
 *   blocks: string,
 *   pageProviders: string,
 *   notFollowed: string[],
 *   pages: string,
 * }} HydrationSettings
 * Paths are relative to the working directory. `alias` maps an import prefix to a folder (`@/`).
 * `blocks` is the folder of the block folders, each with its block.ts. `pages` (Next's pages) is
 * searched for StaticHtml and HydrateOnInteraction too, but is no part of any tree.
 */

/** @typedef {import('@typescript-eslint/types').TSESTree.Node} Node */

/**
 * @typedef {{
 *   imports: Map<string, { source: string, imported: string }>,
 *   followed: string[],
 *   topLevel: Map<string, Node>,
 *   program: Node,
 * }} ModuleInfo
 */

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts']

/** The default settings of this repository: web's source, its `@/` alias. */
export const DEFAULT_SETTINGS = {
  sourceRoot: 'web/src',
  alias: { '@/': 'web/src/' },
  blocks: 'web/src/blocks',
  pageProviders: 'web/src/hydration/PageProviders.tsx',
  notFollowed: ['web/src/hydration/'],
  pages: 'web/pages',
}

/**
 * @param {Record<string, unknown> | undefined} settings
 * @param {string} cwd
 * @returns {HydrationSettings}
 */
export function resolvedSettings(settings, cwd) {
  const given = /** @type {Partial<HydrationSettings>} */ (settings?.hydration ?? {})
  const merged = { ...DEFAULT_SETTINGS, ...given }
  const absolute = (/** @type {string} */ file) => path.resolve(cwd, file)
  return {
    sourceRoot: absolute(merged.sourceRoot),
    alias: Object.fromEntries(
      Object.entries(merged.alias).map(([prefix, folder]) => [prefix, absolute(folder) + '/']),
    ),
    blocks: absolute(merged.blocks),
    pageProviders: absolute(merged.pageProviders),
    pages: absolute(merged.pages),
    notFollowed: merged.notFollowed.map((folder) => absolute(folder) + (folder.endsWith('/') ? '/' : '')),
  }
}

/**
 * The file an import names, or the specifier itself for a package.
 * @param {string} specifier
 * @param {string} fromFile
 * @param {HydrationSettings} settings
 */
export function resolveImport(specifier, fromFile, settings) {
  let base = null
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier)
  for (const [prefix, folder] of Object.entries(settings.alias))
    if (specifier.startsWith(prefix)) base = folder + specifier.slice(prefix.length)
  if (base === null) return specifier
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension
  return specifier
}

/**
 * Calls `visit` on every node under `node`.
 * @param {Node} node
 * @param {(node: Node) => void} visit
 */
export function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return
  visit(node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue
    if (Array.isArray(value)) for (const child of value) walk(child, visit)
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit)
  }
}

/** @param {Node} node */
function dynamicImportSources(node) {
  /** @type {string[]} */
  const sources = []
  walk(node, (child) => {
    if (child.type === 'ImportExpression' && child.source.type === 'Literal') sources.push(child.source.value)
  })
  return sources
}

/**
 * What a module imports and declares at its top level.
 * @param {Node} program
 * @param {string} file
 * @param {HydrationSettings} settings
 * @returns {ModuleInfo}
 */
export function moduleInfo(program, file, settings) {
  /** @type {ModuleInfo['imports']} */
  const imports = new Map()
  /** @type {Set<string>} */
  const followed = new Set()
  /** @type {ModuleInfo['topLevel']} */
  const topLevel = new Map()
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = resolveImport(statement.source.value, file, settings)
      const values = statement.specifiers.filter((/** @type {Node} */ s) => s.importKind !== 'type')
      if (statement.importKind === 'type' || (statement.specifiers.length > 0 && values.length === 0))
        continue
      followed.add(source)
      for (const specifier of values) {
        const imported =
          specifier.type === 'ImportSpecifier'
            ? (specifier.imported.name ?? specifier.imported.value)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*'
        imports.set(specifier.local.name, { source, imported })
      }
    } else if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
      statement.source &&
      statement.exportKind !== 'type'
    ) {
      followed.add(resolveImport(statement.source.value, file, settings))
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration')
      topLevel.set(declaration.id.name, declaration)
    if (declaration?.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations)
        if (declarator.id.type === 'Identifier') topLevel.set(declarator.id.name, declarator.init)
  }
  for (const source of dynamicImportSources(program)) followed.add(resolveImport(source, file, settings))
  return { imports, followed: [...followed], topLevel, program }
}

/**
 * The files that what a wrapper element wraps (`<StaticHtml>…</StaticHtml>`, a
 * `<HydrateOnInteraction>{() => …}</HydrateOnInteraction>`) starts from: imported components,
 * a lazyPart's `import()`, or this file for a component declared in it.
 * @param {ModuleInfo} info
 * @param {string} file
 * @param {string} wrapper
 * @param {HydrationSettings} settings
 */
export function wrappedRoots(info, file, wrapper, settings) {
  /** @type {Set<string>} */
  const roots = new Set()
  walk(info.program, (node) => {
    if (node.type !== 'JSXElement' || node.openingElement.name.name !== wrapper) return
    for (const child of node.children)
      walk(child, (inner) => {
        const name =
          inner.type === 'JSXOpeningElement'
            ? inner.name.type === 'JSXMemberExpression'
              ? inner.name.object.name
              : inner.name.name
            : inner.type === 'Identifier'
              ? inner.name
              : null
        if (!name) return
        const imported = info.imports.get(name)
        if (imported) {
          if (path.isAbsolute(imported.source)) roots.add(imported.source)
          return
        }
        const declared = info.topLevel.get(name)
        if (declared === undefined) return
        const loaded = dynamicImportSources(declared)
        if (loaded.length > 0) for (const source of loaded) roots.add(resolveImport(source, file, settings))
        else if (
          declared?.type === 'FunctionDeclaration' ||
          declared?.type === 'ArrowFunctionExpression' ||
          declared?.type === 'FunctionExpression'
        )
          roots.add(file)
      })
  })
  return [...roots].filter((root) => path.isAbsolute(root))
}

/**
 * Whether a file is a block's declaration (`blocks/<Name>/block.ts`).
 * @param {string} file
 * @param {HydrationSettings} settings
 */
function isBlockFile(file, settings) {
  return path.basename(file) === 'block.ts' && path.dirname(path.dirname(file)) === settings.blocks
}

/**
 * What a block.ts loads, if it declares a static block.
 * @param {Node} program
 */
function staticBlockLoads(program) {
  let isStatic = false
  walk(program, (node) => {
    if (
      node.type === 'Property' &&
      (node.key.name ?? node.key.value) === 'hydration' &&
      node.value.type === 'Literal' &&
      node.value.value === 'static'
    )
      isStatic = true
  })
  return isStatic ? dynamicImportSources(program) : []
}

/**
 * @typedef {{ root: string, via: string[] }} Membership
 * The first tree a file was found in: what started it (a block.ts, a file rendering a wrapper)
 * and the files from its root to this one.
 */

/**
 * @typedef {{
 *   staticParts: Map<string, Membership>,
 *   islands: Map<string, Membership[]>,
 *   islandTrees: Map<string, Set<string>>,
 *   info: (file: string) => ModuleInfo | null,
 * }} HydrationTrees
 */

/**
 * Reads the trees of every static part and island under the source root.
 * @param {HydrationSettings} settings
 * @param {(code: string, file: string) => Node} parse
 * @returns {HydrationTrees}
 */
export function readTrees(settings, parse) {
  const info = (/** @type {string} */ file) => cachedFile(file, settings, parse, true)?.parsed?.info ?? null
  const followable = (/** @type {string} */ file) =>
    path.isAbsolute(file) &&
    file.startsWith(settings.sourceRoot + path.sep) &&
    !settings.notFollowed.some((folder) => file.startsWith(folder) || file === folder)

  /**
   * @param {string} origin
   * @param {string[]} roots
   * @param {(file: string, membership: Membership) => void} add
   */
  const follow = (origin, roots, add) => {
    /** @type {string[][]} */
    const queue = roots.filter(followable).map((root) => [root])
    const seen = new Set()
    while (queue.length > 0) {
      const via = /** @type {string[]} */ (queue.shift())
      const file = /** @type {string} */ (via.at(-1))
      if (seen.has(file)) continue
      seen.add(file)
      add(file, { root: origin, via })
      for (const next of info(file)?.followed ?? []) if (followable(next)) queue.push([...via, next])
    }
  }

  const sources = listSources(settings.sourceRoot)
  if (fs.existsSync(settings.pages)) sources.push(...listSources(settings.pages))

  /** @type {Map<string, Membership>} */
  const staticParts = new Map()
  /** @type {Map<string, Membership[]>} */
  const islands = new Map()
  /** @type {Map<string, Set<string>>} */
  const islandTrees = new Map()
  const addStatic = (/** @type {string} */ file, /** @type {Membership} */ membership) => {
    if (!staticParts.has(file)) staticParts.set(file, membership)
  }
  for (const file of sources) {
    const parsed = cachedFile(file, settings, parse, isBlockFile(file, settings))?.parsed
    if (!parsed) continue
    follow(file, parsed.staticRoots, addStatic)
    if (parsed.islandRoots.length === 0) continue
    /** @type {Set<string>} */
    const tree = new Set()
    islandTrees.set(file, tree)
    follow(file, parsed.islandRoots, (member, membership) => {
      tree.add(member)
      islands.set(member, [...(islands.get(member) ?? []), membership])
    })
  }
  return { staticParts, islands, islandTrees, info }
}

/**
 * @typedef {{
 *   mtimeMs: number,
 *   wraps: boolean,
 *   parsed?: { info: ModuleInfo | null, staticRoots: string[], islandRoots: string[] },
 * }} CachedFile
 * `wraps`: whether the file's text names StaticHtml or HydrateOnInteraction as an element; it
 * is parsed only when it does, or when a tree reaches it.
 */

/** @type {Map<string, CachedFile>} */
const fileCache = new Map()

/**
 * A file's module info and the roots it starts, read again only when the file changed (an
 * editor's lint server lives long).
 * @param {string} file
 * @param {HydrationSettings} settings
 * @param {(code: string, file: string) => Node} parse
 * @param {boolean} needed whether to parse it even if it wraps nothing
 */
function cachedFile(file, settings, parse, needed) {
  let mtimeMs = 0
  try {
    mtimeMs = fs.statSync(file).mtimeMs
  } catch {
    return null
  }
  let cached = fileCache.get(file)
  if (cached?.mtimeMs !== mtimeMs) {
    const text = fs.readFileSync(file, 'utf8')
    cached = { mtimeMs, wraps: text.includes('<StaticHtml') || text.includes('<HydrateOnInteraction') }
    fileCache.set(file, cached)
  }
  if (!cached.parsed && (needed || cached.wraps)) {
    let info = null
    try {
      info = moduleInfo(parse(fs.readFileSync(file, 'utf8'), file), file, settings)
    } catch {
      info = null // a file that does not parse is its own lint error
    }
    const isBlock = isBlockFile(file, settings)
    cached.parsed = {
      info,
      staticRoots: !info
        ? []
        : isBlock
          ? staticBlockLoads(info.program).map((source) => resolveImport(source, file, settings))
          : wrappedRoots(info, file, 'StaticHtml', settings),
      islandRoots: info && !isBlock ? wrappedRoots(info, file, 'HydrateOnInteraction', settings) : [],
    }
  }
  return cached
}

/** @param {string} folder */
function listSources(folder) {
  /** @type {string[]} */
  const files = []
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) files.push(...listSources(full))
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(full)
  }
  return files
}
