/**
 * Pieces of Next's own server, for tests that string them together over real HTTP as Next does
 * on a request (src/server/preview/previewSession.test.ts): its API-route resolver (whose
 * `res.setDraftMode` sets the real draft-mode cookie) and its draft-mode check on a page
 * request's headers. Not public APIs: web/package.json pins next, and an upgrade that moves them
 * fails that test here rather than in production. Only tests import this module.
 */
export { apiResolver } from 'next/dist/server/api-utils/node/api-resolver'
export { tryGetPreviewData } from 'next/dist/server/api-utils/node/try-get-preview-data'
