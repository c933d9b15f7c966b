import { ReviewProfiles } from '@/components/sections/review-profiles';
import { ReviewsWidget } from '@/components/sections/reviews-widget';
import { homeReviews } from '@/content/home-reviews';
import { site } from '@/content/site';

const { rating } = homeReviews;
const reviewProfiles = [
  ...homeReviews.links.map((link) => ({ href: site.profiles[link.profile], label: link.label, text: link.text })),
  { href: site.reviewsWidget.profileUrl, label: homeReviews.platformLink, text: homeReviews.platformText },
];

/**
 * The home page's ratings, review profiles and reviews widget, in a chunk of their own: they sit
 * far below the fold, so their code loads as the visitor nears them (the prerendered markup is
 * there from the start).
 */
export function HomeReviews() {
  return (
    <ReviewsWidget scriptUrl={site.reviewsWidget.scriptUrl} profileUrl={site.reviewsWidget.profileUrl}>
      <ReviewProfiles rating={{ ...rating, href: site.profiles[rating.profile] }} checkHeading={homeReviews.checkHeading} profiles={reviewProfiles} />
    </ReviewsWidget>
  );
}
