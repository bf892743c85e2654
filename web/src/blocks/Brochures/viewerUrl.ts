/** The site's static PDF viewer (web/public/frontend/view-brochure.html), which checks the address. */
export const BROCHURE_VIEWER_PATH = '/frontend/view-brochure.html'

/** The viewer showing one brochure's file: its URL as the `url` parameter. */
export function viewerUrl(fileUrl: string): string {
  return `${BROCHURE_VIEWER_PATH}?${new URLSearchParams({ url: fileUrl })}`
}
