import type { ESLint, Linter } from 'eslint'

/** React's hooks that hold state or run effects: none of them ever runs in a static part. */
export const STATEFUL_HOOKS: string[]

/** The plugin: `plugins: { hydration }` in eslint.config.mjs. */
export const hydration: ESLint.Plugin

/** Every rule of the plugin, as errors. */
export const hydrationRules: Linter.RulesRecord
