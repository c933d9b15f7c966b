/**
 * The ratings and review profiles of the home page's reviews block. Apart from the rest of the
 * home page's copy because only that block's code, which loads as the visitor nears it, reads them.
 */
interface ProfileLink {
  /** Key into site.profiles, where the URL lives. */
  profile: 'employerReviews' | 'freelanceMarketplace' | 'freelanceSecondary';
  label: string;
  text: string;
}

/** A rating the company holds and the profile that shows it (the source a visitor can check). */
interface RatingSummary {
  value: string;
  label: string;
  badge: string;
  badgeLabel: string;
  source: string;
  profile: ProfileLink['profile'];
}

export const homeReviews = {
  rating: {
    value: '5 star',
    label: 'client rating',
    badge: 'Top rated',
    badgeLabel: 'agency status',
    source: 'Both on our freelance marketplace profile, where clients rate every engagement in public.',
    profile: 'freelanceMarketplace',
  } satisfies RatingSummary,
  /** Heads the profiles where a visitor can read the reviews for themselves. */
  checkHeading: 'Read the reviews where they were written',
  links: [
    { profile: 'freelanceMarketplace', label: 'Freelance marketplace profile', text: 'Top rated agency profile with client feedback' },
    { profile: 'freelanceSecondary', label: 'Freelance work history', text: 'Completed jobs, each rated by its client' },
    { profile: 'employerReviews', label: 'Employer reviews', text: 'What our team says about working here' },
  ] satisfies ProfileLink[],
  /** The reviews platform whose widget loads under the profiles. */
  platformLink: 'Read our reviews',
  platformText: 'Verified client reviews on a third-party platform',
} as const;
