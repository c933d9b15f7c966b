import { AnimatedCardGrid } from '@/components/sections/animated-card-grid';
import { homeServiceCards } from '@/content/home-services';

/**
 * The What We Do cards of the home page, in a chunk of their own: their twelve marks (SVG paths)
 * load when the visitor comes near the section, not with the first paint.
 */
export function HomeServices() {
  return <AnimatedCardGrid items={homeServiceCards} />;
}
