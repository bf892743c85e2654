import path from 'node:path'
import { moduleInfo, readTrees, resolvedSettings, walk } from './hydrationTrees.mjs'

/**
 * The rules of docs/hydration.md that lint can check, as an ESLint plugin (`hydration/…`,
 * eslint.config.mjs). Each rule looks at the file it lints when that file is in a static part's
 * tree or an island's (./hydrationTrees.mjs says how far a tree is followed), and says why and
 * what to do.
 */

/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('@typescript-eslint/types').TSESTree.Node} Node */
/** @typedef {import('./hydrationTrees.mjs').HydrationTrees} HydrationTrees */
/** @typedef {import('./hydrationTrees.mjs').Membership} Membership */

/** React's hooks that hold state or run effects: none of them ever runs in a static part. */
export const STATEFUL_HOOKS = [
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useOptimistic',
  'useActionState',
  'useImperativeHandle',
  'useEffectEvent',
]

/**
 * How long the trees read from disk are reused (reading them again takes a tenth of a second or
 * so; only changed files are parsed again): an editor's lint server sees a changed tree within it.
 */
const TREES_FOR_MS = 10_000
/** @type {Map<string, { at: number, trees: HydrationTrees }>} */
const treesCache = new Map()

/** @param {RuleContext} context */
function parserOf(context) {
  const parser = /** @type {{ parseForESLint?: Function, parse?: Function }} */ (
    context.languageOptions.parser
  )
  return (/** @type {string} */ code, /** @type {string} */ file) => {
    const options = {
      filePath: file,
      jsx: file.endsWith('.tsx'),
      loc: true,
      range: true,
      ecmaVersion: 'latest',
      sourceType: 'module',
      ecmaFeatures: { jsx: file.endsWith('.tsx') },
    }
    if (parser?.parseForESLint) return parser.parseForESLint(code, options).ast
    if (parser?.parse) return parser.parse(code, options)
    throw new Error('hydration rules: no parser')
  }
}

/**
 * The static parts' and islands' trees, and the settings they were read with.
 * @param {RuleContext} context
 */
function treesFor(context) {
  const settings = resolvedSettings(context.settings, context.cwd)
  const key = JSON.stringify(settings)
  const cached = treesCache.get(key)
  const now = Date.now()
  if (cached && now - cached.at < TREES_FOR_MS) return { settings, trees: cached.trees }
  const trees = readTrees(settings, parserOf(context))
  treesCache.set(key, { at: now, trees })
  return { settings, trees }
}

/**
 * How a file came to be in a tree, for a message: `blocks/IconStrip/block.ts → IconStrip.tsx → ui/X.tsx`.
 * @param {Membership} membership
 * @param {string} sourceRoot
 */
function described(membership, sourceRoot) {
  const files = [membership.root, ...membership.via].filter((file, index, all) => file !== all[index - 1])
  return files.map((file) => path.relative(sourceRoot, file)).join(' → ')
}

/**
 * What a callee names when it is one of React's exports (`useState`, `React.useState`), else null.
 * @param {Node} callee
 * @param {Map<string, { source: string, imported: string }>} imports
 */
function reactExport(callee, imports) {
  if (callee.type === 'Identifier') {
    const imported = imports.get(callee.name)
    return imported?.source === 'react' ? imported.imported : null
  }
  if (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.property.type === 'Identifier'
  )
    return imports.get(callee.object.name)?.source === 'react' ? callee.property.name : null
  return null
}

/**
 * What the linted text imports and declares (which may be ahead of the file on disk).
 * @param {RuleContext} context
 * @param {import('./hydrationTrees.mjs').HydrationSettings} settings
 */
function lintedInfo(context, settings) {
  return moduleInfo(
    /** @type {Node} */ (/** @type {unknown} */ (context.sourceCode.ast)),
    context.filename,
    settings,
  )
}

/** @type {import('eslint').Rule.RuleModule} */
const noScriptInStaticParts = {
  meta: {
    type: 'problem',
    docs: {
      description: 'No event handlers, state or effects in a static part (docs/hydration.md, rule 1).',
    },
    schema: [],
    messages: {
      handler:
        "`{{name}}` never runs on the first page load: this file is in a static part ({{tree}}), whose server HTML StaticHtml keeps without hydrating. Make the block an island (hydration: 'island' in its block.ts, with the handler in a HydrateOnInteraction), move the handler into an island component, or do it without script (a link, <details>, a popover).",
      hook: "`{{name}}` never runs on the first page load: this file is in a static part ({{tree}}), whose server HTML StaticHtml keeps without hydrating. Make the block an island (hydration: 'island' in its block.ts) or move the stateful part into an island component.",
      island:
        "An island inside a static part never hydrates: this file is in a static part ({{tree}}), and StaticHtml keeps its HTML without rendering inside. Make the block an island (hydration: 'island' in its block.ts).",
    },
  },
  create(context) {
    const { settings, trees } = treesFor(context)
    const membership = trees.staticParts.get(context.filename)
    if (!membership) return {}
    const tree = described(membership, settings.sourceRoot)
    const imports = lintedInfo(context, settings).imports
    return {
      JSXAttribute(node) {
        const attribute = /** @type {Node & { type: 'JSXAttribute' }} */ (/** @type {unknown} */ (node))
        const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : null
        if (name && /^on[A-Z]/.test(name))
          context.report({ node, messageId: 'handler', data: { name, tree } })
      },
      JSXOpeningElement(node) {
        const element = /** @type {Node & { type: 'JSXOpeningElement' }} */ (/** @type {unknown} */ (node))
        if (element.name.type === 'JSXIdentifier' && element.name.name === 'HydrateOnInteraction')
          context.report({ node, messageId: 'island', data: { tree } })
      },
      CallExpression(node) {
        const call = /** @type {Node & { type: 'CallExpression' }} */ (/** @type {unknown} */ (node))
        const name = reactExport(call.callee, imports)
        if (name && STATEFUL_HOOKS.includes(name))
          context.report({ node, messageId: 'hook', data: { name, tree } })
      },
    }
  },
}

/** @type {import('eslint').Rule.RuleModule} */
const noUseIdInIslands = {
  meta: {
    type: 'problem',
    docs: { description: "No useId in an island's markup (docs/hydration.md, rule 4)." },
    schema: [],
    messages: {
      useId:
        "useId gives an island other ids than the server's: this file is in an island ({{tree}}), which hydrates as a React root of its own. Build the id from the form's name or the block's _key (ui/Field.tsx's idPrefix).",
    },
  },
  create(context) {
    const { settings, trees } = treesFor(context)
    const memberships = trees.islands.get(context.filename)
    if (!memberships) return {}
    const tree = described(memberships[0], settings.sourceRoot)
    const imports = lintedInfo(context, settings).imports
    return {
      CallExpression(node) {
        const call = /** @type {Node & { type: 'CallExpression' }} */ (/** @type {unknown} */ (node))
        if (reactExport(call.callee, imports) === 'useId')
          context.report({ node, messageId: 'useId', data: { tree } })
      },
    }
  },
}

/**
 * The identity of a context a file names: `file#name` for one it declares, `source#imported` for one it imports.
 * @param {string} name
 * @param {string} file
 * @param {import('./hydrationTrees.mjs').ModuleInfo} info
 */
function contextKey(name, file, info) {
  const imported = info.imports.get(name)
  if (imported) return `${imported.source}#${imported.imported}`
  return info.topLevel.has(name) ? `${file}#${name}` : null
}

/**
 * The contexts a file provides: `<X.Provider>`, or `<XContext value>` (React 19).
 * @param {string} file
 * @param {import('./hydrationTrees.mjs').ModuleInfo | null} info
 */
function providedIn(file, info) {
  /** @type {Set<string>} */
  const provided = new Set()
  if (!info) return provided
  walk(info.program, (node) => {
    if (node.type !== 'JSXOpeningElement') return
    const name =
      node.name.type === 'JSXMemberExpression' &&
      node.name.property.name === 'Provider' &&
      node.name.object.type === 'JSXIdentifier'
        ? node.name.object.name
        : node.name.type === 'JSXIdentifier' && node.name.name.endsWith('Context')
          ? node.name.name
          : null
    const key = name ? contextKey(name, file, info) : null
    if (key) provided.add(key)
  })
  return provided
}

/** @type {import('eslint').Rule.RuleModule} */
const islandContexts = {
  meta: {
    type: 'problem',
    docs: {
      description: 'An island reads only the contexts PageProviders gives it (docs/hydration.md, rule 2).',
    },
    schema: [],
    messages: {
      context:
        '`{{name}}` is not in PageProviders: this file is in an island ({{tree}}), a React root of its own that gets only the contexts PageProviders ({{pageProviders}}) gives it again. Add a page-wide context to PageProviders and nowhere else, or provide this one inside the island.',
      navigation:
        "next/navigation's hooks read the App Router's contexts, which PageProviders does not give an island ({{tree}}). Use next/router's useRouter (its context is in PageProviders).",
    },
  },
  create(context) {
    const { settings, trees } = treesFor(context)
    const memberships = trees.islands.get(context.filename)
    if (!memberships) return {}
    const info = lintedInfo(context, settings)
    const pageProviders = providedIn(settings.pageProviders, trees.info(settings.pageProviders))
    // A context is there when PageProviders gives it, or every island this file is in provides it.
    const providedByIslands = memberships.map((membership) => {
      /** @type {Set<string>} */
      const provided = new Set()
      for (const file of trees.islandTrees.get(membership.root) ?? [])
        for (const key of providedIn(file, trees.info(file))) provided.add(key)
      return provided
    })
    const tree = described(memberships[0], settings.sourceRoot)
    const data = { tree, pageProviders: path.relative(context.cwd, settings.pageProviders) }
    return {
      ImportDeclaration(node) {
        if (
          node.source.value === 'next/navigation' &&
          /** @type {{ importKind?: string }} */ (node).importKind !== 'type'
        )
          context.report({ node, messageId: 'navigation', data })
      },
      CallExpression(node) {
        const call = /** @type {Node & { type: 'CallExpression' }} */ (/** @type {unknown} */ (node))
        const hook = reactExport(call.callee, info.imports)
        const argument = call.arguments[0]
        if ((hook !== 'useContext' && hook !== 'use') || argument?.type !== 'Identifier') return
        const key = contextKey(argument.name, context.filename, info)
        // `use` also reads promises: only a context this file can name is checked.
        if (!key || (hook === 'use' && !argument.name.endsWith('Context'))) return
        if (pageProviders.has(key) || providedByIslands.every((provided) => provided.has(key))) return
        context.report({ node, messageId: 'context', data: { ...data, name: argument.name } })
      },
    }
  },
}

/** The plugin: `plugins: { hydration }` in eslint.config.mjs. */
export const hydration = {
  meta: { name: 'hydration' },
  rules: {
    'no-script-in-static-parts': noScriptInStaticParts,
    'no-use-id-in-islands': noUseIdInIslands,
    'island-contexts': islandContexts,
  },
}

/** Every rule of the plugin, as errors. */
export const hydrationRules = {
  'hydration/no-script-in-static-parts': 'error',
  'hydration/no-use-id-in-islands': 'error',
  'hydration/island-contexts': 'error',
}
