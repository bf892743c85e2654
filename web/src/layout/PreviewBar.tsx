import styled from 'styled-components'

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
  a:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`

/**
 * Shown on every page rendered in draft preview, so an editor never mistakes drafts for the
 * published site. Exit is a plain link to the route that turns draft mode off (works without
 * script) and comes back to the same page as visitors see it.
 */
export function PreviewBar({ path }: { path: string }) {
  return (
    <Bar aria-label="Preview mode">
      <p>
        <strong>Preview mode</strong> — you are seeing unpublished drafts.
      </p>
      <a href={`/api/preview/exit?${new URLSearchParams({ path })}`}>Exit preview</a>
    </Bar>
  )
}
