import type { TitledText } from '@/content/types';
import { TitledItemText } from '@/components/ui/heading-text';

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
  return (
    <ol className={vertical ? 'step-list step-list--vertical' : 'step-list'}>
      {steps.map((step) => (
        <li key={step.title} className="step-list__item">
          <TitledItemText block="step-list" level={headingLevel} title={step.title} text={step.text} />
        </li>
      ))}
    </ol>
  );
}
