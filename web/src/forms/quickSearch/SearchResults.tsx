import styled from 'styled-components'
import { getSite } from '@travel/config'
import { productDetailUrl } from '@/site/products'
import { useSite } from '@/site/SiteContext'
import { ProductPhoto } from '@/ui/ProductPhoto'
import { isTravelType } from './options'
import type { SearchAnswer } from './searchProducts'

export const NO_DATA = 'No data found'

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  max-height: min(60vh, 28rem);
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Result = styled.a`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.card};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: underline;
  }
`

const Thumbnail = styled(ProductPhoto)`
  flex: none;
  width: 6rem;
  border-radius: ${({ theme }) => theme.radii.card};
`

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
`

/**
 * What a search found: a link to each product's detail page on the booking site (in this tab),
 * with its photo where it has one, 'No data found', or why it failed.
 */
export function SearchResults({ travelType, answer }: { travelType: string; answer: SearchAnswer }) {
  const site = getSite(useSite().id)
  if (answer.kind === 'failed') return <Failure role="alert">{answer.message}</Failure>
  if (!answer.results.length || !isTravelType(travelType) || !site) return <p>{NO_DATA}</p>
  return (
    <List>
      {answer.results.map(({ code, name, image }) => (
        <li key={code}>
          <Result href={productDetailUrl(site, travelType, code)}>
            <Thumbnail image={image} ratio="3 / 2" sizes="6rem" decorative />
            {name}
          </Result>
        </li>
      ))}
    </List>
  )
}
