// Types of brochure-url.js, for the unit test that checks it.
export declare const SANITY_FILES: { origin: string; path: string }
export declare function sanityFilesOf(policy: string | null): string | null
export declare function allowedBrochureUrl(
  raw: string | null,
  siteOrigin: string,
  sanityFiles: string | null,
): string | null
