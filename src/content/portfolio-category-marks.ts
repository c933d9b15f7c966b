/**
 * A mark for each portfolio category, for filter buttons and project cards: the technology's logo
 * where there is one, a pictogram for kinds of project. Kept apart from the category list so that
 * only a page that shows the marks loads them.
 */
import { Building2, Code, Globe, LayoutDashboard, ShoppingCart } from 'lucide-react';
import { siAndroid, siCakephp, siLaravel, siPhp, siPwa, siReact, siWordpress } from 'simple-icons';
import { brand, pictogram } from './marks';
import type { PortfolioCategory } from './portfolio-categories';
import type { Mark } from './types';

export const portfolioCategoryMarks: Record<PortfolioCategory, Mark> = {
  'ANDROID NATIVE APP': brand(siAndroid),
  'CAKE PHP': brand(siCakephp),
  'CORE PHP': brand(siPhp),
  'E-COMMERCE': pictogram(ShoppingCart, 'E-commerce'),
  ERP: pictogram(LayoutDashboard, 'ERP'),
  'INFORMATIVE WEBSITE': pictogram(Globe, 'Informative website'),
  LARAVEL: brand(siLaravel),
  PWA: brand(siPwa),
  'REACT JS': brand(siReact),
  'REAL ESTATE': pictogram(Building2, 'Real estate'),
  WORDPRESS: brand(siWordpress),
  'CUSTOM APPLICATION': pictogram(Code, 'Custom application'),
};
