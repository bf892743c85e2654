// dependency-cruiser: no import cycles in the Studio's and config's code (tests and their helpers
// left out), by web's rule, type-only imports included (npm run lint runs it).
import web from '../web/.dependency-cruiser.cjs'

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: web.forbidden.filter((rule) => rule.name === 'no-module-cycles'),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '(^|/)testing/', '(^|/)node_modules/', '(^|/)dist/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
export default config
