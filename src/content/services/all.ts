/**
 * The service lookup table: every ServiceSlug mapped to its record. Typed as a Record over the
 * slug union, so a slug added to config/paths without a record fails the type check.
 */
import type { ServiceSlug } from '@/config/paths';
import { blogsService } from './blogs-service';
import { businessWebsite } from './business-website';
import { eCommerceApplication } from './e-commerce-application';
import { eCommerceApplicationService } from './e-commerce-application-service';
import { enterpriseResourcePlanning } from './enterprise-resource-planning';
import { intranetApplications } from './intranet-applications';
import { linkedinMarketing } from './linkedin-marketing';
import { mobileDevelopment } from './mobile-development';
import { payPerClick } from './pay-per-click';
import { searchEngineOptimization } from './search-engine-optimization';
import { socialMediaMarketing } from './social-media-marketing';
import { socialMediaOptimization } from './social-media-optimization';
import type { ServiceRecord } from './types';
import { uiUxDesign } from './ui-ux-design';
import { webDesign } from './web-design';
import { webDevelopment } from './web-development';

export const servicesBySlug: Readonly<Record<ServiceSlug, ServiceRecord>> = {
  'e-commerce-application': eCommerceApplication,
  'intranet-applications': intranetApplications,
  'business-website': businessWebsite,
  'blogs-service': blogsService,
  'search-engine-optimization': searchEngineOptimization,
  'social-media-optimization': socialMediaOptimization,
  'pay-per-click': payPerClick,
  'linkedin-marketing': linkedinMarketing,
  'social-media-marketing': socialMediaMarketing,
  'enterprise-resource-planning': enterpriseResourcePlanning,
  'e-commerce-application-service': eCommerceApplicationService,
  'web-design': webDesign,
  'ui-ux-design': uiUxDesign,
  'mobile-development': mobileDevelopment,
  'web-development': webDevelopment,
};

export function getService(slug: ServiceSlug): ServiceRecord {
  return servicesBySlug[slug];
}
