/**
 * A stored upload's name: 192 random bits (32 base64url characters, unguessable) and its type's
 * extension. The upload route answers it, a form sends it (the career form's `document`), and
 * the route that stores the form builds the file's URL from it: a URL never comes from a browser.
 */
export const STORED_UPLOAD_NAME = /^[A-Za-z0-9_-]{32}\.(pdf|docx?)$/

export function isStoredUploadName(name: string): boolean {
  return STORED_UPLOAD_NAME.test(name)
}
