import { Carousel } from '@/ui/Carousel/Carousel'
import { SolutionCard, type Solution } from './SolutionCard'

type Props = { label: string; solutions: Solution[]; headingLevel: 'h2' | 'h3' }

/** The solution cards in their carousel, two to a view on a wide screen. */
export function SolutionSlides({ label, solutions, headingLevel }: Props) {
  return (
    <Carousel label={label} slidesPerView={2}>
      {solutions.map((solution) => (
        <SolutionCard key={solution._key} solution={solution} headingLevel={headingLevel} />
      ))}
    </Carousel>
  )
}
