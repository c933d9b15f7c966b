import { Link } from 'react-router-dom';
import { HeroPanel } from '@/components/sections/hero-panel';
import { PagePagination } from '@/components/sections/page-pagination';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Img, notFetchedWhere } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { BLOG_PAGE_SIZE, postLabels, posts, recentPosts, type BlogPost } from '@/content/posts';
import { pageCount, pageHref, pageSlice } from '@/lib/pagination';
import { useQueryPage } from '@/lib/use-query-page';
import '@/styles/pages/_simple.scss';

function PostCard({ post, position }: { post: BlogPost; position: number }) {
  const href = pageHref(paths.blogDetails, position);
  return (
    <article className="post-card h-100">
      <Img image={{ ...post.image, alt: '' }} className="post-card__img" sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" />
      <div className="post-card__body">
        <ul className="post-labels" aria-label="Categories">
          {postLabels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <h2 className="post-card__title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="post-card__date">
          <time dateTime={post.datePublished}>{post.date}</time>
        </p>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <Link to={href} className="post-card__more" aria-hidden="true" tabIndex={-1}>
          Read More<span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * The newest post on the hero's card, from lg only: on a phone the list right below starts with it.
 * Its picture is not fetched where the card is not shown.
 */
function LatestPost() {
  const [latest] = recentPosts(1);
  if (!latest) return null;
  const { post, page } = latest;
  const href = pageHref(paths.blogDetails, page);
  return (
    <HeroPanel heading="Latest post" className="hero-post">
      <Img
        image={{ ...post.image, alt: '' }}
        className="hero-post__img"
        sizes="420px"
        picture={{ before: notFetchedWhere('(max-width: 991.98px)') }}
      />
      <p className="hero-post__date">
        <time dateTime={post.datePublished}>{post.date}</time>
      </p>
      <p className="hero-post__title">
        <Link to={href}>{post.title}</Link>
      </p>
    </HeroPanel>
  );
}

/** The blog list: 3 posts a page, the page in `?page=N`; each card opens the post's own page. */
export default function BlogPage() {
  const count = pageCount(posts.length, BLOG_PAGE_SIZE);
  const page = useQueryPage(count);
  const first = (page - 1) * BLOG_PAGE_SIZE;
  return (
    <>
      <PageHero
        title="Blog"
        lead={<p>Practical notes from our developers, designers and marketers on websites, apps, search and running a business online.</p>}
        aside={<LatestPost />}
      />
      <Section>
        <p className="visually-hidden" aria-live="polite">
          Page {page} of {count}
        </p>
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
          {pageSlice(posts, page, BLOG_PAGE_SIZE).map((post, index) => (
            <li key={post.slug} className="col">
              <PostCard post={post} position={first + index + 1} />
            </li>
          ))}
        </ul>
        <PagePagination path={paths.blog} page={page} count={count} label="Blog pages" />
      </Section>
    </>
  );
}
