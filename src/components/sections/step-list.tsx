import type { TitledText } from '@/content/types';
import { HeadingText } from '@/components/ui/heading-text';

interface Props {
  steps: readonly TitledText[];
  headingLevel?: 3 | 4;
  /** Keeps the steps upright at every width (two sequences side by side). */
  vertical?: boolean;
}

/**
 * A sequence told as steps: an ordered list whose numbers sit on a line joining them, so it reads
 * as one path rather than as another grid of cards. The steps run across the page from lg, unless
 * `vertical`.
 */
export function StepList({ steps, headingLevel = 4, vertical = false }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={vertical ? 'step-list step-list--vertical' : 'step-list'}>
      {steps.map((step) => (
        <li key={step.title} className="step-list__item">
          <Heading className="step-list__title">
            <HeadingText text={step.title} />
          </Heading>
          <p className="step-list__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
