import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/types';
import { Img, notFetchedWhere } from '@/components/ui/img';
import { BELOW_MD, FROM_LG } from '@/lib/breakpoints';

interface Props {
  image: ImageAsset;
  children: ReactNode;
  reverse?: boolean;
  /**
   * The picture is the page hero's art drawn again in light colours: it is shown only below the
   * lg breakpoint, where the hero shows no art. From lg (where the hero just showed the same scene)
   * the text takes the whole row, its paragraphs side by side, and the picture is not fetched.
   */
  echoesHeroArt?: boolean;
  /** What a phone shows of the picture: a close view of the same proportions (Img's `close`). */
  closeImage?: ImageAsset;
  /** The close view cuts its screen at the right side: that edge fades out (`.close-cut-side`); its foot, cut between two lines, stays sharp. */
  closeCutsSide?: boolean;
}

/**
 * Text beside an illustration: stacked on phones, side by side from the lg breakpoint. The text
 * starts at the top, right under its section heading, however tall the image.
 */
export function MediaSplit({ image, children, reverse = false, echoesHeroArt = false, closeImage, closeCutsSide = false }: Props) {
  const classes = ['row g-4 g-lg-5 align-items-start media-split'];
  if (reverse) classes.push('flex-lg-row-reverse');
  if (echoesHeroArt) classes.push('media-split--echo');
  return (
    <div className={classes.join(' ')}>
      <div className="col-lg-7 media-split__text">{children}</div>
      <div className="col-lg-5 media-split__media">
        <Img
          image={image}
          sizes="(min-width: 992px) 40vw, (min-width: 576px) calc(100vw - 48px), calc(100vw - 40px)"
          className={`media-split__img${closeImage && closeCutsSide ? ' close-cut-side' : ''}`}
          picture={echoesHeroArt ? { before: notFetchedWhere(FROM_LG) } : undefined}
          close={closeImage ? { image: closeImage, media: BELOW_MD } : undefined}
        />
      </div>
    </div>
  );
}
