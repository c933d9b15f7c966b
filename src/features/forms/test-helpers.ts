/** msw helpers shared by the form tests. */
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { server } from '@/testing/msw-server';
import { ENQUIRY_URL } from './api';

interface Captured {
  bodies: unknown[];
  headers: Headers[];
}

/** Answers the endpoint with `reply` and records every request body and its headers. */
export function answerEnquiry(reply: () => Response | Promise<Response>): Captured {
  const captured: Captured = { bodies: [], headers: [] };
  server.use(
    http.post(ENQUIRY_URL, async ({ request }) => {
      captured.headers.push(request.headers);
      captured.bodies.push(await request.json());
      return reply();
    }),
  );
  return captured;
}

export const json = (body: DefaultBodyType, status = 200) => HttpResponse.json(body, { status });

/** The kinds of answer from the endpoint that the forms must tell apart. */
export const responses = {
  success: () => json({ success: true }),
  rejectedWithError: () => json({ success: false, error: 'Our inbox is full, please call us instead.' }),
  rejectedWithoutError: () => json({ success: false }),
  validation422: () => json({ success: false, error: 'Please enter a valid email address' }, 422),
  forbidden403: () => json({ success: false }, 403),
  serverError500: () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
  emptyServerError: () => new HttpResponse(null, { status: 500 }),
  htmlOk: () => new HttpResponse('<!doctype html><title>Home</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
  networkError: () => HttpResponse.error(),
};
