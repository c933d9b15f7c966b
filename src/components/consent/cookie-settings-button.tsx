import { env } from '@/config/env';
import { openConsentSettings } from '@/lib/consent-store';

/**
 * "Cookie settings" in the footer: reopens the consent notice so the visitor can change their
 * answer. Only when the build measures with consent (a measurement id and VITE_CONSENT=required).
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (!env.gaMeasurementId || env.consent !== 'required') return null;
  return (
    <button type="button" className={`cookie-settings ${className ?? ''}`.trim()} onClick={openConsentSettings}>
      Cookie settings
    </button>
  );
}
