// dependency-cruiser: folder-level rules for web/ (eslint checks modules; this checks folders)
// and the folder graph in docs/architecture.md (`npm run graph`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
    exclude: { path: ['\\.test\\.tsx?$', '^src/content/sanity\\.types\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
