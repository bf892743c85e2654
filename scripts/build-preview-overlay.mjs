// Bundles draft preview's overlays (web/src/layout/visualEditingScript.ts) into
// web/public/_preview/visual-editing.js (ignored by git), which only a preview page loads. Run
// before `next dev` and `next build` (web/package.json). A bundle of its own, outside the app's
// webpack build: there, its imports widened modules every published page shares (the script's
// own comment says by how much). esbuild, because tsx and the Studio's vite already bring it and
// it bundles TypeScript with the app's path aliases in about a second.
import { build } from 'esbuild'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web')

await build({
  entryPoints: [path.join(web, 'src', 'layout', 'visualEditingScript.ts')],
  outfile: path.join(web, 'public', '_preview', 'visual-editing.js'),
  tsconfig: path.join(web, 'tsconfig.json'),
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
})
