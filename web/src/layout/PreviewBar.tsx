import styled from 'styled-components'
import { getSite, sitesOfBrand, zoneName } from '@travel/config'
import { PREVIEW_AT_PARAM } from '@/site/previewMoment'

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: center;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  a {
    color: inherit;
    font-weight: 700;
    text-decoration: underline;
  }
  a:focus-visible,
  input:focus-visible,
  button:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    align-items: center;
  }
  form span {
    display: flex;
    gap: 0.5rem;
    max-width: 100%;
  }
  input,
  button {
    font: inherit;
    min-width: 0;
  }
  button {
    padding: 0.125rem 0.75rem;
    border: 1px solid currentColor;
    border-radius: 0.25rem;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`

/** The switch to another site's preview of the same page, at the same moment (pages/api/preview/switch.ts). */
function previewSwitchPath(siteId: string, path: string, at: string | null): string {
  return `/api/preview/switch?${new URLSearchParams({ site: siteId, path, ...(at ? { [PREVIEW_AT_PARAM]: at } : {}) })}`
}

/** A preview moment as editors read it: `2027-03-01T09:00` -> `2027-03-01 09:00`. */
const readable = (at: string) => at.replace('T', ' ')

/**
 * Shown on every page rendered in draft preview, so an editor never mistakes drafts for the
 * published site. Static HTML with links and a plain form, and a part of its own (SiteLayout):
 * no published page loads its code. Exit is a plain link to the route that turns draft mode off (works without
 * script) and comes back to the same page as visitors see it; it comes first, for the keyboard. A
 * plain form sets the moment to
 * view the site as of (`?at=`, src/site/previewMoment.ts), in the site's time zone, so scheduled
 * brochures and famils can be seen before they go live; the bar names that moment and its zone.
 * The preview keeps the moment while the editor follows links (proxy.ts); Back to now ends it.
 * A brand with several sites gets a link to the same page, at the same moment, in the preview of
 * each other site (/api/preview/switch).
 */
export function PreviewBar({
  path,
  at = null,
  siteId,
}: {
  path: string
  at?: string | null
  siteId: string
}) {
  const site = getSite(siteId)
  const zone = zoneName(site?.timeZone ?? 'UTC')
  const otherSites = site ? sitesOfBrand(site.brand).filter(({ id }) => id !== site.id) : []
  return (
    <Bar aria-label="Preview mode">
      <p>
        <strong>Preview mode</strong> — you are seeing unpublished drafts
        {at ? (
          <>
            {' '}
            as of <strong>{readable(at)}</strong> ({zone}).
          </>
        ) : (
          '.'
        )}
      </p>
      {at ? (
        // A form, as Show is: a full load, whose `?at=` with no moment the proxy reads as now (a
        // link would be followed client-side, and the browser router's data request has no query).
        <form action={path} method="get">
          <input type="hidden" name={PREVIEW_AT_PARAM} value="" />
          <button type="submit">Back to now</button>
        </form>
      ) : null}
      <a href={`/api/preview/exit?${new URLSearchParams({ path })}`}>Exit preview</a>
      <form action={path} method="get">
        <label htmlFor="preview-at">View as of ({zone})</label>
        {/* The field and its button wrap together, below the label on a narrow screen. */}
        <span>
          <input
            id="preview-at"
            type="datetime-local"
            name={PREVIEW_AT_PARAM}
            defaultValue={at ?? ''}
            required
          />
          <button type="submit">Show</button>
        </span>
      </form>
      {otherSites.length ? (
        <p>
          Preview this page on{' '}
          {otherSites.map((other, index) => (
            <span key={other.id}>
              {index ? ', ' : ''}
              <a href={previewSwitchPath(other.id, path, at)}>{other.siteLabel}</a>
            </span>
          ))}
        </p>
      ) : null}
    </Bar>
  )
}
