import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '@/testing/match-media';
import { renderWithRouter } from '@/testing/render';
import { servicesMenu } from '@/content/navigation';
import { Header } from './header';

/** A desktop pointer: the hover query of the menus matches. */
const desktopPointer = () => mockMatchMedia((query) => query.includes('hover: hover'));

const toggle = (name: string) => screen.getByRole('button', { name });

describe('Header menus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a click on a menu the pointer opened by hovering keeps it open, and a second click closes it', async () => {
    desktopPointer();
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    await user.hover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    // Let every effect of the opened menu run (its outside-click listener among them).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'ServicePlex' })).toBeVisible();
    await user.click(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'false');
  });

  it('without hover a click opens a menu, a click outside closes it, and only one is open', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    await user.click(toggle('ABOUT US'));
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle('PRODUCTS'));
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header services menu', () => {
  it('names each service link by its label and describes it in one line, acronyms spelt out', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    await user.click(toggle('SERVICES'));
    for (const column of servicesMenu) {
      for (const link of column.links) {
        const item = screen.getByRole('link', { name: link.label });
        expect(item).toHaveAttribute('href', link.to);
        expect(link.description?.length, link.label).toBeGreaterThan(20);
        expect(item).toHaveAccessibleDescription(link.description ?? '');
      }
    }
    expect(screen.getByRole('link', { name: 'SMO' })).toHaveAccessibleDescription(/^Social media optimisation/);
    expect(screen.getByRole('link', { name: 'SMM' })).toHaveAccessibleDescription(/^Social media marketing/);
    expect(screen.getByRole('link', { name: 'PPC' })).toHaveAccessibleDescription(/^Pay-per-click/);
  });

  it('has one filled button, GET QUOTE; WhatsApp is an outline link that opens a new tab', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'GET QUOTE' })).toHaveClass('btn-primary');
    const whatsapp = screen.getByRole('link', { name: /WHATSAPP/ });
    expect(whatsapp).toHaveClass('btn-whatsapp');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(whatsapp.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelectorAll('.site-header .btn-primary')).toHaveLength(1);
  });
});
