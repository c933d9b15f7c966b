import { AnimatedCardGrid } from '@/components/sections/animated-card-grid';
import { homeServiceCards } from '@/content/home-services';

/**
 * The What We Do list of the home page, in a chunk of its own: its twelve marks (SVG paths, 7 KB
 * compressed) stay out of the first load's code. The prerendered list carries them whole, paths
 * included, so the page needs no code to show them.
 */
export function HomeServices() {
  return <AnimatedCardGrid items={homeServiceCards} />;
}
