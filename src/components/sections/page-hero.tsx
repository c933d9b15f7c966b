import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import type { ImageAsset } from '@/content/types';
import { Img, notFetchedWhere } from '@/components/ui/img';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

interface BaseProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Actions under the lead (links styled as buttons). */
  children?: ReactNode;
}

type SecondColumn =
  | {
      /** Decorative art in the second column from lg; below lg it is not shown (nor fetched). */
      image: ImageAsset;
      aside?: never;
    }
  | {
      /**
       * What the page has to show at once, in the second column from lg (key figures, a contact
       * card, the openings, the latest post); below lg it follows the text inside the band. A
       * HeroBackdrop (a service's own picture) fills that column from behind instead, and lies
       * behind the text below lg.
       */
      aside: ReactNode;
      image?: never;
    }
  | { image?: never; aside?: never };

type Props = BaseProps & SecondColumn;

/**
 * The top band of a page: its single h1, a lead and optional actions, with the page's own content
 * beside them from lg (art, an aside or a background picture), never an empty column. A hero with
 * none of them is a short page's: its text is centred. Art never sits under the text; a background
 * picture does, faded, where the page asks for one.
 */
export function PageHero({ title, eyebrow, lead, image, aside, children }: Props) {
  return (
    <section className={`page-hero page-hero--${image ? 'art' : aside ? 'aside' : 'centred'}`}>
      <Container fluid="xl" className="page-hero__inner">
        <div className="page-hero__text">
          {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-hero__title">
            <KeepHyphenated text={title} />
          </h1>
          {lead ? <div className="page-hero__lead">{lead}</div> : null}
          {children ? <div className="page-hero__actions">{children}</div> : null}
        </div>
        {image ? (
          <Img
            image={{ ...image, alt: '' }}
            priority
            className="page-hero__img"
            sizes="(min-width: 1200px) 520px, 44vw"
            picture={{ className: 'page-hero__art', before: notFetchedWhere('(max-width: 991.98px)') }}
          />
        ) : null}
        {aside}
      </Container>
    </section>
  );
}
