/**
 * The Sanity project the Studio edits. Without SANITY_STUDIO_PROJECT_ID it still builds and
 * validates offline (the project id is then a placeholder that no API knows).
 */
export const studioProject = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'embedded',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
}

/**
 * How users sign in, for every workspace: Sanity keeps one session per project, so the
 * workspaces share one auth configuration (the same object) and each behaves as written. Token
 * login: the Studio's client then holds the user's token, which the Submissions tool sends to the
 * site's admin API (docs/admin.md).
 */
export const studioAuth = { loginMethod: 'token' as const }
