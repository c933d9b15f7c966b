import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaFallback, MAX_LINK_LENGTH, SHORTENED_NOTE, draftShortened, mailtoHref, whatsappHref } from './captcha-fallback';
import type { EnquiryValues } from './enquiry-schema';

const bodyOf = (href: string) => new URL(href).searchParams.get('body') ?? '';
const textOf = (href: string) => new URL(href).searchParams.get('text') ?? '';

describe('fallback links', () => {
  it('carry a short draft whole', () => {
    const draft = 'Your Name: Asha\nMessage: An ERP for 3 branches';
    expect(bodyOf(mailtoHref('contact', draft))).toBe(draft);
    expect(textOf(whatsappHref(draft))).toBe(draft);
    expect(draftShortened('contact', draft)).toBe(false);
  });

  it('carry symbols, line breaks and any script exactly, and a lone half of a character pair without throwing', () => {
    const draft = 'Message: 50% off & #1 + GST = ?\r\nहमें ऐप चाहिए, 日本, café 👍🏽';
    expect(bodyOf(mailtoHref('contact', draft))).toBe(draft);
    expect(textOf(whatsappHref(draft))).toBe(draft);
    const broken = 'Message: an app \uD83D and \uDE00 here';
    expect(textOf(whatsappHref(broken))).toBe('Message: an app \uFFFD and \uFFFD here');
    expect(bodyOf(mailtoHref('contact', broken))).toBe('Message: an app \uFFFD and \uFFFD here');
  });

  it.each([
    ['English', 'We need a store with GST invoices and cash on delivery for our 40 outlets. '.repeat(70)],
    ['Devanagari', 'हमें अपने चालीस स्टोर के लिए जीएसटी बिल वाली ऑनलाइन दुकान चाहिए। '.repeat(80)],
    ['emoji', '👍🏽 great work on the app 🚀 '.repeat(200)],
  ])('cut a long %s draft to fit %i characters, at whole characters, with a note saying so', (_name, message) => {
    const draft = `Message: ${message.trim()}`;
    expect(draftShortened('quote', draft)).toBe(true);
    for (const [href, carried] of [
      [mailtoHref('quote', draft), bodyOf],
      [whatsappHref(draft), textOf],
    ] as const) {
      expect(href.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
      const text = carried(href);
      expect(text.endsWith(SHORTENED_NOTE)).toBe(true);
      const start = text.slice(0, -SHORTENED_NOTE.length);
      expect(start.length).toBeGreaterThan(50);
      expect(draft.startsWith(start)).toBe(true);
      // No half of a surrogate pair is left at the cut.
      expect(start).not.toMatch(/[\uD800-\uDBFF]$/);
    }
  });
});

function Harness({ message, name = 'Asha', email = 'a@b.in' }: { message: string; name?: string; email?: string }) {
  const { control, register } = useForm<EnquiryValues>({ defaultValues: { name, email, message, phone: '', requirement: '', website: 'bot' } });
  return (
    <>
      <textarea aria-label="Message" {...register('message')} />
      <CaptchaFallback kind="contact" control={control} />
    </>
  );
}

describe('CaptchaFallback', () => {
  it('names each way in a few words, with the address or number it leads to as a second line; the phone is not said again (it is beside every form)', () => {
    render(<Harness message="A short note." />);
    const mail = screen.getByRole('link', { name: 'E-mail us your message sales@example.com' });
    expect(mail.querySelector('.captcha-fallback__label')).toHaveTextContent(/^E-mail us your message$/);
    expect(mail.querySelector('.captcha-fallback__detail')).toHaveTextContent(/^sales@example\.com$/);
    // (jsdom drops the space before the new-tab words that a browser keeps.)
    const chat = screen.getByRole('link', { name: /^WhatsApp us your message \+91 98100 00000 ?\(opens in a new tab\)$/ });
    expect(chat.querySelector('.captcha-fallback__label')).toHaveTextContent(/^WhatsApp us your message$/);
    expect(screen.queryByRole('link', { name: '+91 98100 00000' })).not.toBeInTheDocument();
  });

  it('keeps its ways quiet links until the visitor has typed (the honeypot and blanks do not count), then makes them buttons', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness message="  " name="" email="" />);
    const notice = container.querySelector('.captcha-fallback');
    expect(notice).toHaveClass('captcha-fallback--quiet');
    const mail = screen.getByRole('link', { name: 'E-mail us your message sales@example.com' });
    expect(mail).not.toHaveClass('btn-primary');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A school ERP');
    expect(notice).not.toHaveClass('captcha-fallback--quiet');
    // The way that sends is the form's main button now (Send Details cannot send); WhatsApp the second.
    expect(mail).toHaveClass('btn-primary');
    expect(screen.getByRole('link', { name: /^WhatsApp us your message/ })).toHaveClass('btn-outline-primary');
  });

  it('offers no copy button while the links carry the whole message', () => {
    render(<Harness message="A short note." />);
    expect(screen.queryByRole('button', { name: /copy the whole message/i })).not.toBeInTheDocument();
  });

  it('offers to copy a message too long for the links, and says when it is copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const message = 'Our catalogue has 3,000 products in 40 categories. '.repeat(60).trim();
    render(<Harness message={message} />);
    await user.click(screen.getByRole('button', { name: 'Copy the whole message' }));
    expect(writeText).toHaveBeenCalledWith(`Your Name: Asha\nYour Email: a@b.in\nMessage: ${message}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Copied: paste it into your e-mail or chat.');
  });
});
