import { ExternalLink } from '@/components/ui/external-link';
import { LineIcon } from '@/components/ui/line-icon';

/** lucide's star, badge-check and arrow-up-right, drawn from their paths (no icon runtime). */
const STAR = [
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
];
const BADGE_CHECK = [
  'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
  'm16 9-5.5 5.5L8 12',
];

interface ProfileCard {
  href: string;
  label: string;
  text: string;
}

interface Props {
  rating: { value: string; label: string; badge: string; badgeLabel: string; source: string; href: string };
  /** Heads the list of profiles. */
  checkHeading: string;
  profiles: readonly ProfileCard[];
}

/**
 * The proof we can state ourselves, as one panel: the ratings we hold, large, with the profile that
 * shows them, and beside them the independent profiles where a visitor reads the reviews at their
 * source. Nothing here is quoted or paraphrased: the platforms hold the words.
 */
export function ReviewProfiles({ rating, checkHeading, profiles }: Props) {
  return (
    <div className="review-profiles">
      <div className="review-profiles__rating">
        {/* The rating drawn as what it is: five stars of five. */}
        <p className="review-profiles__stars" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <LineIcon key={n} paths={STAR} />
          ))}
        </p>
        <dl className="review-profiles__figures">
          <div className="review-profiles__figure">
            <dt>{rating.label}</dt>
            <dd>{rating.value}</dd>
          </div>
          <div className="review-profiles__figure">
            <dt>{rating.badgeLabel}</dt>
            <dd>
              <LineIcon paths={BADGE_CHECK} className="review-profiles__icon" />
              {rating.badge}
            </dd>
          </div>
        </dl>
        <p className="review-profiles__source">
          {rating.source}{' '}
          <ExternalLink href={rating.href}>See the profile</ExternalLink>
        </p>
      </div>
      <div className="review-profiles__check">
        <h3 className="review-profiles__check-heading">{checkHeading}</h3>
        <ul className="review-profiles__links list-unstyled">
          {profiles.map((profile) => (
            <li key={profile.href}>
              <ExternalLink href={profile.href} className="review-profiles__link">
                <span className="review-profiles__label">{profile.label}</span>
                <span className="review-profiles__text">{profile.text}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
