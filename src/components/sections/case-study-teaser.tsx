import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Fact, ImageAsset, Metric } from '@/content/types';
import { Img } from '@/components/ui/img';
import { HeadingText } from '@/components/ui/heading-text';
import { Section } from './section';

interface Props {
  eyebrow: string;
  title: string;
  text: string;
  /** The headline result, set large. */
  result: Fact;
  /** A few before → after figures from the same study. */
  metrics: readonly Metric[];
  image?: ImageAsset;
  to: string;
  cta: string;
}

/** One case study on another page: its headline result first, then the story in a sentence. */
export function CaseStudyTeaser({ eyebrow, title, text, result, metrics, image, to, cta }: Props) {
  const id = useId();
  return (
    <Section block="case-teaser" labelledBy={id}>
      <div className="case-teaser__card">
        <div className="case-teaser__body">
          <p className="case-teaser__eyebrow">{eyebrow}</p>
          <h2 id={id} className="case-teaser__title">
            <HeadingText text={title} />
          </h2>
          <p className="case-teaser__result">
            <span className="case-teaser__value">{result.value}</span>
            <span className="case-teaser__label">{result.label}</span>
          </p>
          {metrics.length ? (
            <dl className="case-teaser__metrics">
              {metrics.map((metric) => (
                <div key={metric.label} className="case-teaser__metric">
                  <dt>{metric.label}</dt>
                  <dd>
                    {metric.beforeText} <span aria-hidden="true">→</span>
                    <span className="visually-hidden"> to </span> <strong>{metric.afterText}</strong>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="case-teaser__text">{text}</p>
          <Link to={to} className="btn btn-primary">
            {cta}
            <span className="visually-hidden">: {title}</span>
          </Link>
        </div>
        {image ? (
          <div className="case-teaser__media">
            <Img image={image} className="case-teaser__img" sizes="(min-width: 1200px) 520px, (min-width: 992px) 45vw, calc(100vw - 9rem)" />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
