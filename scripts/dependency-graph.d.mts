/** docs/architecture.md, its graph markers holding the drawing of web/'s imports, by path. */
export const ARCHITECTURE_DOC: string
export function stableMermaid(mermaid: string): string
export function architectureFiles(): Record<string, string>
