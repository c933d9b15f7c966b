import { Link } from 'react-router-dom';
import { HeroPanel } from '@/components/sections/hero-panel';
import { PagePagination } from '@/components/sections/page-pagination';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Img } from '@/components/ui/img';
import { LineIcon } from '@/components/ui/line-icon';
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

function PostCard({ post, position }: { post: BlogPost; position: number }) {
  const href = pageHref(paths.blogDetails, position);
  return (
    <article className="post-card h-100">
      <Img image={{ ...post.image, alt: '' }} className="post-card__img" sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" />
      <div className="post-card__body">
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
              {postLabels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </article>
  );
}

const [latest] = recentPosts(1);
/** The posts of the list: every one but the latest, which the hero shows. */
const listed = posts.filter((post) => post !== latest?.post);

/** The newest post on the hero's card, at every width (beside the title from lg, under it below). */
function LatestPost() {
  if (!latest) return null;
  const { post, page } = latest;
  const href = pageHref(paths.blogDetails, page);
  return (
    <HeroPanel heading="Latest post" className="hero-post">
      <Img image={{ ...post.image, alt: '' }} className="hero-post__img" sizes="(min-width: 992px) 420px, 7.5rem" />
      <div className="hero-post__text">
        <PostMeta post={post} className="hero-post__date" />
        <p className="hero-post__title">
          <Link to={href}>{post.title}</Link>
        </p>
        <p className="hero-post__excerpt">{post.excerpt}</p>
      </div>
    </HeroPanel>
  );
}

/**
 * The blog list: the latest post on the hero's card, then the others, 3 a page, the page in
 * `?page=N`; each card opens the post's own page.
 */
export default function BlogPage() {
  const count = pageCount(listed.length, BLOG_PAGE_SIZE);
  const page = useQueryPage(count);
  return (
    <>
      <PageHero
        eyebrow="From our team"
        title="Blog"
        lead={<p>Practical notes from our developers, designers and marketers on websites, apps, search and running a business online.</p>}
        aside={<LatestPost />}
      />
      <Section>
        <p className="visually-hidden" aria-live="polite">
          Page {page} of {count}
        </p>
        <ul className="post-list list-unstyled" data-count={pageSlice(listed, page, BLOG_PAGE_SIZE).length}>
          {pageSlice(listed, page, BLOG_PAGE_SIZE).map((post) => (
            <li key={post.slug}>
              <PostCard post={post} position={posts.indexOf(post) + 1} />
            </li>
          ))}
        </ul>
        <PagePagination path={paths.blog} page={page} count={count} label="Blog pages" />
      </Section>
    </>
  );
}
