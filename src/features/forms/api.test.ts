import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { http, sendEnquiry, type EnquiryPayload } from './api';

const payload: EnquiryPayload = { to: 'a@b.in', name: 'Asha', message: 'Hi', flag: 'contact_us', recaptchaToken: 't' };

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the forms HTTP client', () => {
  it('has no timeout, accepts 2xx only and names the XSRF cookie and header', () => {
    expect(http.defaults.baseURL).toBe('');
    expect(http.defaults.timeout).toBe(0);
    expect(http.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(http.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    const valid = http.defaults.validateStatus;
    expect([199, 200, 204, 299, 300, 422, 500].map((status) => valid?.(status))).toEqual([
      false, true, true, true, false, false, false,
    ]);
  });

  it('echoes the XSRF cookie to its own origin only', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.post('/php/sendEmail.php', ({ request }) => {
        seen.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({ success: true });
      }),
      mswHttp.post('https://elsewhere.example.org/hook', ({ request }) => {
        seen.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({});
      }),
    );
    await expect(sendEnquiry(payload)).resolves.toEqual({ kind: 'success' });
    await http.post('https://elsewhere.example.org/hook', {});
    expect(seen).toEqual(['abc', null]);
  });

  it('treats a 2xx JSON error body as a rejection with its text', async () => {
    server.use(mswHttp.post('/php/sendEmail.php', () => HttpResponse.json({ error: 'Slow down' })));
    await expect(sendEnquiry(payload)).resolves.toEqual({ kind: 'rejected', message: 'Slow down' });
  });
});
