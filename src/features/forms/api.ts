/**
 * The one HTTP client of the forms and the enquiry call; the request and its answers are described
 * in docs/forms.md and docs/endpoint.md.
 */
import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { EnquiryFlag, WireName } from './enquiry-contract';

export const ENQUIRY_URL = '/php/sendEmail.php';

function isSameOrigin(config: InternalAxiosRequestConfig): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return new URL(config.url ?? '', window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export const http = axios.create({
  baseURL: '',
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  // Echo the anti-forgery cookie only to our own origin, never to a third party.
  withXSRFToken: isSameOrigin,
  validateStatus: (status) => status >= 200 && status < 300,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

/**
 * The request body (enquiry-contract.ts names its keys): the kind's fields under their request
 * keys, the flag, the captcha token, and the honeypot, sent only when something filled it (people
 * never do).
 */
export type EnquiryPayload = Partial<Record<WireName, string>> & {
  flag: EnquiryFlag;
  recaptchaToken: string;
  website?: string;
};

interface EnquiryResponse {
  success?: boolean;
  error?: string;
}

/** POSTs an enquiry; resolves with the JSON body of a 2xx answer, rejects on any other outcome. */
async function postEnquiry(payload: EnquiryPayload): Promise<EnquiryResponse> {
  const response = await http.post<EnquiryResponse>(ENQUIRY_URL, payload);
  return response.data;
}

const GENERIC_REJECTION = 'Something went wrong please try again!';

type EnquiryOutcome =
  | { kind: 'success' }
  /** The server answered and said no: show `message`. */
  | { kind: 'rejected'; message: string }
  /** No usable answer (network error, 5xx page, a body without `error`). */
  | { kind: 'failed'; cause: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const errorText = (body: unknown): string | null =>
  isObject(body) && typeof body.error === 'string' && body.error.trim() !== '' ? body.error : null;

/**
 * Sends an enquiry and sorts the answer into the three outcomes the forms show.
 * - 2xx with `success: true` → success.
 * - any JSON body with an `error` text, whatever the status → rejected with that text.
 * - 2xx JSON object without `success: true` and without `error` → rejected with the generic text.
 * - everything else (no response, non-2xx without `error`, a 2xx that is not a JSON object) → failed.
 */
export async function sendEnquiry(payload: EnquiryPayload): Promise<EnquiryOutcome> {
  try {
    const body: unknown = await postEnquiry(payload);
    if (!isObject(body)) return { kind: 'failed', cause: new Error('The enquiry endpoint did not answer JSON') };
    if (body.success === true) return { kind: 'success' };
    return { kind: 'rejected', message: errorText(body) ?? GENERIC_REJECTION };
  } catch (cause) {
    const text = isAxiosError(cause) ? errorText(cause.response?.data) : null;
    return text ? { kind: 'rejected', message: text } : { kind: 'failed', cause };
  }
}
