/**
 * The Sanity project the Studio edits. Without SANITY_STUDIO_PROJECT_ID it still builds and
 * validates offline (the project id is then a placeholder that no API knows).
 */
export const studioProject = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'embedded',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
}
