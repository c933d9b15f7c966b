import { ArrowUpRight, BadgeCheck, Star } from 'lucide-react';
import { ExternalLink } from '@/components/ui/external-link';

export interface ProfileCard {
  href: string;
  label: string;
  text: string;
}

interface Props {
  rating: { value: string; label: string; badge: string; badgeLabel: string; source: string; href: string };
  profiles: readonly ProfileCard[];
}

/**
 * The proof we can state ourselves: the ratings we hold, the profile that shows them (so a
 * visitor can check), and a card per independent review profile.
 */
export function ReviewProfiles({ rating, profiles }: Props) {
  return (
    <div className="review-profiles">
      <div className="review-profiles__rating">
        <dl className="review-profiles__figures">
          <div className="review-profiles__figure">
            <dt>{rating.label}</dt>
            <dd>
              <Star aria-hidden="true" className="review-profiles__icon" />
              {rating.value}
            </dd>
          </div>
          <div className="review-profiles__figure">
            <dt>{rating.badgeLabel}</dt>
            <dd>
              <BadgeCheck aria-hidden="true" className="review-profiles__icon" />
              {rating.badge}
            </dd>
          </div>
        </dl>
        <p className="review-profiles__source">
          {rating.source}{' '}
          <ExternalLink href={rating.href}>See the profile</ExternalLink>
        </p>
      </div>
      <ul className="review-profiles__links list-unstyled">
        {profiles.map((profile) => (
          <li key={profile.href}>
            <ExternalLink href={profile.href} className="review-profiles__link">
              <span className="review-profiles__label">
                {profile.label}
                <ArrowUpRight aria-hidden="true" className="review-profiles__arrow" />
              </span>
              <span className="review-profiles__text">{profile.text}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
