import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { PagePagination } from '@/components/sections/page-pagination';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Img } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { POST_PAGE_SIZE, postClosing, postLabels, posts, readingTime, recentPosts } from '@/content/posts';
import { pageCount, pageHref, parsePage } from '@/lib/pagination';
import type { PageMeta } from '@/lib/seo';
import { blogMetaDescription } from '@/lib/excerpt-rules';
import { articleJsonLd } from '@/lib/structured-data';
import { useQueryPage } from '@/lib/use-query-page';
import '@/styles/pages/_simple.scss';

const count = pageCount(posts.length, POST_PAGE_SIZE);

/**
 * Head data of the post on screen. The first (newest) post is the prerendered page, described by
 * its route; the others live at `?page=N` and bring their own title, description and trail.
 */
export function getMeta({ search }: { search: URLSearchParams }): PageMeta {
  const page = parsePage(search.get('page'), count);
  const post = posts[page - 1];
  if (!post) return {};
  const path = page === 1 ? paths.blogDetails : pageHref(paths.blogDetails, page);
  const article = articleJsonLd({
    headline: post.title,
    description: post.excerpt,
    url: path,
    image: post.image.src,
    datePublished: post.datePublished,
  });
  const card = { kind: 'Blog post', image: post.image.src } as const;
  if (page === 1) return { jsonLd: [article], card };
  return {
    title: post.title,
    description: blogMetaDescription(post.excerpt),
    breadcrumbs: [
      { name: 'Blog', path: paths.blog },
      { name: post.title, path },
    ],
    jsonLd: [article],
    card,
  };
}

/** The single-post page: one post a page (`?page=N`), with a Recent Post list beside it. */
export default function BlogDetailsPage() {
  const page = useQueryPage(count);
  const post = posts[page - 1];
  // The newest posts other than this one: the reader is already on it.
  const recent = recentPosts(undefined, page);
  if (!post) return null;
  return (
    <>
      <PageHero
        tone="plain"
        eyebrow="Blog"
        title={post.title}
        lead={
          <p>
            <time dateTime={post.datePublished}>{post.date}</time>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {readingTime(post)}
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, filed under </span>
            {postLabels.join(', ')}
          </p>
        }
        aside={<Img image={post.image} className="post__img" priority sizes="(min-width: 1200px) 460px, (min-width: 992px) 40vw, 100vw" />}
      />
      <Section>
        <div className="row g-4 g-lg-5">
          <article className="col-lg-8 post">
            <div className="post__body">
              {post.body.map((paragraph, index) =>
                index === 0 ? (
                  <p key={index} className="post__lead">
                    {paragraph}
                  </p>
                ) : (
                  <Fragment key={index}>
                    <h2 className="post__h2">{post.headings[index - 1]}</h2>
                    <p>{paragraph}</p>
                  </Fragment>
                ),
              )}
            </div>
            <aside className="post__cta" aria-labelledby="post-cta-heading">
              <h2 id="post-cta-heading" className="post__cta-heading">
                {postClosing.heading}
              </h2>
              <p>{postClosing.text}</p>
              <Link to={paths.quote} className="btn btn-primary">
                {postClosing.cta}
              </Link>
            </aside>
            <PagePagination path={paths.blogDetails} page={page} count={count} label="Blog posts" />
          </article>
          <aside className="col-lg-4" aria-labelledby="recent-posts-heading">
            <div className="recent-posts">
              <h2 id="recent-posts-heading" className="recent-posts__heading">
                Recent Post
              </h2>
              <ul className="list-unstyled mb-0">
                {recent.map((entry) => (
                  <li key={entry.post.slug} className="recent-posts__item">
                    <Img image={{ ...entry.post.image, alt: '' }} className="recent-posts__img" sizes="96px" />
                    <div>
                      <Link
                        to={pageHref(paths.blogDetails, entry.page)}
                        className="recent-posts__link"
                      >
                        {entry.post.title}
                      </Link>
                      <time className="recent-posts__date" dateTime={entry.post.datePublished}>
                        {entry.post.date}
                      </time>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
