import { AnimatedCardGrid } from '@/components/sections/animated-card-grid';
import { homeServiceCards } from '@/content/home-services';

/**
 * The What We Do cards of the home page, in a chunk of their own: their twelve marks (SVG paths,
 * 7 KB compressed) load when the visitor comes near the section, not with the first paint, and
 * are drawn then: the prerendered cards carry each mark's box and name, not its path.
 */
export function HomeServices() {
  return <AnimatedCardGrid items={homeServiceCards} marksDrawnOnClient />;
}
