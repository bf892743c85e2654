// dependency-cruiser: import cycles in web/'s production code, between modules (type-only imports
// included) and between folders: the repository's one cycle check, and the folder graph in
// docs/architecture.md (`npm run generate`). Tests and their helpers (src/testing/) are left out.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment:
        'Two modules import each other, through the modules listed (a type-only import counts: it ' +
        'ties the two files as much). Move what the lower module takes from the upper one (usually a ' +
        'type) down into it or into a small module both import, as server/content/sanityDocument.ts ' +
        'holds the type the embedded dataset and the drafts overlay share.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment:
        'Two folders that import each other are one folder in disguise: move the shared part to a ' +
        'folder both may import, or turn the dependency around (as the outbox worker registers itself).',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'machines-know-no-form',
      severity: 'error',
      comment:
        'src/machines/ holds machines every form uses (the submission); a machine of one form lives ' +
        'with its form (src/forms/tailorMade/model/), so forms and machines never import each other.',
      from: { path: '^src/machines' },
      to: { path: '^src/forms' },
    },
  ],
  options: {
    includeOnly: '^(src|pages|proxy\\.ts|instrumentation\\.ts)',
    exclude: { path: ['\\.test\\.tsx?$', '^src/testing/', '^src/content/sanity\\.types\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
