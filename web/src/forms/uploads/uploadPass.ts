/**
 * An upload pass (docs/upstream.md, Uploads): a live form asks its upload for one, POST
 * /api/uploads/<name>/passes, and sends it with each file it uploads in this header. An upload
 * without a good pass is refused (403) with UPLOAD_PASS_REFUSED; the form then asks for a new
 * pass and sends the file once more.
 */
export const UPLOAD_PASS_HEADER = 'upload-pass'

/** Where a form asks for a pass for the upload of this name. */
export const uploadPassPath = (upload: string) => `/api/uploads/${upload}/passes`

/** Said when an upload came without a pass, or with one that expired or was spent. */
export const UPLOAD_PASS_REFUSED = 'Please reload the page and choose your file again.'

/** What a pass looks like: 24 characters of base64url. */
export const UPLOAD_PASS_PATTERN = /^[A-Za-z0-9_-]{24}$/
