import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

// The logos and their carousel load apart from the page, as the carousel comes into view.
export const LogoSlides = lazyPart(() => import('./LogoSlides').then((module) => module.LogoSlides))

const Band = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`

const Title = styled(Heading)`
  margin: 0 0 1.25rem;
  text-align: center;
`

/** The brands the company works with, as logos that loop, a new one every 6 seconds. */
export function PartnerLogos({ block, headingLevel }: BlockProps<'partnerLogos'>) {
  const partners = (block.partners ?? []).filter((partner) => partner.logo.src)
  if (partners.length === 0) return null
  const label = block.title ?? 'Our partners'
  return (
    <Band>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        <HydrateOnInteraction load={LogoSlides.preload} whenVisible>
          {() => <LogoSlides label={label} partners={partners} />}
        </HydrateOnInteraction>
      </Container>
    </Band>
  )
}
