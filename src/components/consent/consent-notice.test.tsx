import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY, getConsentSnapshot, openConsentSettings, resetAnalyticsForTests, startAnalytics } from '@/lib/analytics';
import { ConsentNotice } from './consent-notice';

afterEach(() => {
  resetAnalyticsForTests();
  delete window.gtag;
  delete window.dataLayer;
  window.localStorage.clear();
});

const notice = () => screen.queryByRole('region', { name: 'Analytics cookies' });

describe('ConsentNotice', () => {
  it('shows nothing when analytics is off', () => {
    startAnalytics({ measurementId: '', hostname: 'agency.example.com', consent: 'required' });
    render(<ConsentNotice />);
    expect(notice()).toBeNull();
  });

  it('shows nothing when consent is not asked', () => {
    startAnalytics({ measurementId: 'G-TEST123', hostname: 'agency.example.com', consent: 'none' });
    render(<ConsentNotice />);
    expect(notice()).toBeNull();
  });

  it('asks with a sentence on what is measured, answers by keyboard, and remembers', async () => {
    const user = userEvent.setup();
    startAnalytics({ measurementId: 'G-TEST123', hostname: 'agency.example.com', consent: 'required' });
    render(<ConsentNotice />);
    expect(notice()).toHaveTextContent(/count visits and enquiries/);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(notice()).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(getConsentSnapshot().choice).toBe('denied');
  });

  it('reopens from Cookie settings and says what the current answer is', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    startAnalytics({ measurementId: 'G-TEST123', hostname: 'agency.example.com', consent: 'required' });
    render(<ConsentNotice />);
    expect(notice()).toBeNull();
    act(() => openConsentSettings());
    expect(await screen.findByRole('region', { name: 'Analytics cookies' })).toHaveTextContent('You currently allow them.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  });
});
