import { Link } from 'react-router-dom';
import { PagePagination } from '@/components/sections/page-pagination';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Img } from '@/components/ui/img';
import { LineIcon } from '@/components/ui/line-icon';
import { TextItems } from '@/components/ui/text-blocks';
import { paths } from '@/config/paths';
import { BLOG_PAGE_SIZE, postLabels, posts, readingTime, recentPosts, type BlogPost } from '@/content/posts';
import { pageCount, pageHref, pageSlice } from '@/lib/pagination';
import { useQueryPage } from '@/lib/use-query-page';
import '@/styles/pages/_simple.scss';

/** The icon set's folder. */
const FOLDER = ['M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z'];

/** When a post came out and how long it takes to read. */
function PostMeta({ post, className }: { post: BlogPost; className: string }) {
  return (
    <p className={className}>
      <time dateTime={post.datePublished} className="text-nowrap">
        {post.date}
      </time>
      <span aria-hidden="true"> · </span>
      <span className="visually-hidden">, </span>
      <span className="text-nowrap">{readingTime(post)}</span>
    </p>
  );
}

function PostCard({ post, position, featured = false }: { post: BlogPost; position: number; featured?: boolean }) {
  const href = pageHref(paths.blogDetails, position);
  return (
    <article className={`post-card h-100${featured ? ' post-card--featured' : ''}`}>
      <Img
        image={{ ...post.image, alt: '' }}
        className="post-card__img"
        priority={featured}
        sizes={featured ? '(min-width: 1200px) 560px, (min-width: 992px) 50vw, 100vw' : '(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw'}
      />
      <div className="post-card__body">
        {featured ? <p className="post-card__flag">Latest post</p> : null}
        <PostMeta post={post} className="post-card__meta" />
        <h2 className="post-card__title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <div className="post-card__foot">
          <Link to={href} className="post-card__more" aria-hidden="true" tabIndex={-1}>
            Read More<span className="visually-hidden">: {post.title}</span>
          </Link>
          {/* Where the post is filed, as the blog files every post: quiet, at the card's foot. */}
          <div className="post-card__filed">
            <LineIcon paths={FOLDER} />
            <ul className="post-labels" aria-label="Categories">
              <TextItems items={postLabels} />
            </ul>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The posts newest first: page 1 opens with the latest. */
const listed = recentPosts(posts.length);

/**
 * The blog list: 3 posts a page, newest first, the page in `?page=N`. The first page opens with
 * the latest post, featured across the row; every post shows on one page only. Each card opens
 * the post's own page.
 */
export default function BlogPage() {
  const count = pageCount(listed.length, BLOG_PAGE_SIZE);
  const page = useQueryPage(count);
  const shown = pageSlice(listed, page, BLOG_PAGE_SIZE);
  return (
    <>
      <PageHero
        tone="plain"
        eyebrow="From our team"
        title="Blog"
        lead={<p>Practical notes from our developers, designers and marketers on websites, apps, search and running a business online.</p>}
      />
      <Section>
        <p className="visually-hidden" aria-live="polite">
          Page {page} of {count}
        </p>
        <ul className="post-list list-unstyled" data-count={shown.length}>
          {shown.map(({ post, page: position }, index) => {
            const featured = page === 1 && index === 0;
            return (
              <li key={post.slug} className={featured ? 'post-list__featured' : undefined}>
                <PostCard post={post} position={position} featured={featured} />
              </li>
            );
          })}
        </ul>
        <PagePagination path={paths.blog} page={page} count={count} label="Blog pages" />
      </Section>
    </>
  );
}
