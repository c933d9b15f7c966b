import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '@/testing/match-media';
import { renderWithRouter } from '@/testing/render';
import { servicesMenu, servicesMenuPromo } from '@/content/menus';
import { Header } from './header';
import { HeaderNav } from './header-nav';
import { keepInputBeforeApp } from '../../../scripts/boot/before-app.js';

/** A desktop pointer: the hover query of the menus matches. */
const desktopPointer = () => mockMatchMedia((query) => query.includes('hover: hover'));

const toggle = (name: string) => screen.getByRole('button', { name });

describe('Header menus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a click on a menu the pointer opened by hovering keeps it open, and a second click closes it', async () => {
    desktopPointer();
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
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

  it('a menu hover alone opened closes as the pointer leaves; one a click kept stays until a click outside', async () => {
    desktopPointer();
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    await user.hover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'false');

    await user.hover(toggle('PRODUCTS'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(toggle('PRODUCTS'));
    await user.unhover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    // Back over it and away again: still the visitor's menu.
    await user.hover(toggle('PRODUCTS'));
    await user.unhover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'false');

    // Closed, the next hover is a hover again: it closes as the pointer leaves.
    await user.hover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a menu opened from the keyboard stays open when the pointer passes over it and away', async () => {
    desktopPointer();
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    toggle('ABOUT US').focus();
    await user.keyboard('{Enter}');
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'true');
    await user.hover(toggle('ABOUT US'));
    await user.unhover(toggle('ABOUT US'));
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'false');
  });

  it('as in a menu bar, the pointer moving to another toggle while a clicked menu is open opens that one, which stays when the pointer leaves', async () => {
    desktopPointer();
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    await user.click(toggle('ABOUT US'));
    await user.unhover(toggle('ABOUT US'));
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'true');
    await user.hover(toggle('SERVICES'));
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('SERVICES')).toHaveAttribute('aria-expanded', 'true');
    // Out into the page: the visitor is still using the bar's menus, no click has closed them.
    await user.unhover(toggle('SERVICES'));
    expect(toggle('SERVICES')).toHaveAttribute('aria-expanded', 'true');
    // As with any menu the pointer opened, a click on its toggle keeps it, and the next closes it;
    // after that a hover is a hover again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(toggle('SERVICES'));
    expect(toggle('SERVICES')).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle('SERVICES'));
    expect(toggle('SERVICES')).toHaveAttribute('aria-expanded', 'false');
    await user.hover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a menu hover opened stays open when the pointer leaves once keys have been pressed in it', async () => {
    desktopPointer();
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    await user.hover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    toggle('PRODUCTS').focus();
    await user.keyboard('{ArrowDown}');
    await user.unhover(toggle('PRODUCTS'));
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
  });

  it('without hover a click opens a menu, a click outside closes it, and only one is open', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    await user.click(toggle('ABOUT US'));
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle('PRODUCTS'));
    expect(toggle('ABOUT US')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle('PRODUCTS')).toHaveAttribute('aria-expanded', 'false');
  });
  it('a move back or forward in the history closes the open panel and its section', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    await user.click(toggle('Menu'));
    await user.click(toggle('SERVICES'));
    expect(toggle('Menu')).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(toggle('Menu')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('SERVICES')).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the phone menu button "Menu", the word a visitor would say', () => {
    renderWithRouter(<HeaderNav />);
    const button = toggle('Menu');
    expect(button).toHaveClass('navbar-toggler');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
  });
});

describe('Header services menu', () => {
  it('names each service link by its label and describes it in one line, acronyms spelt out', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
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

  it('ends its shortest column with the way to ask which service fits: the quote form, one of the menu\'s items', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    await user.click(toggle('SERVICES'));
    const link = screen.getByRole('link', { name: /^Tell Us About Your Project/ });
    expect(link).toHaveAttribute('href', '/tell-us-about-your-project');
    expect(link).toHaveClass('dropdown-item');
    const card = link.closest('.mega-promo');
    expect(card).toHaveTextContent(servicesMenuPromo.title);
    expect(card?.closest('.mega-column')).toBe(document.querySelectorAll('#menu-services + .dropdown-menu .mega-column')[servicesMenu.length - 1]);
  });

  it('has one filled button, GET QUOTE (in the bar on phones, in the menu from 992 px); WhatsApp is an outline link that opens a new tab', () => {
    renderWithRouter(<HeaderNav />);
    const quotes = screen.getAllByRole('link', { name: 'GET QUOTE' });
    expect(quotes).toHaveLength(2);
    for (const quote of quotes) {
      expect(quote).toHaveClass('btn-primary');
      expect(quote).toHaveAttribute('href', '/tell-us-about-your-project');
    }
    expect(quotes[0]?.closest('.site-header__quick')).not.toBeNull();
    expect(quotes[1]?.closest('.site-menu__actions')).not.toBeNull();
    const whatsapp = screen.getByRole('link', { name: /WHATSAPP/ });
    expect(whatsapp).toHaveClass('btn-whatsapp');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(whatsapp.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelectorAll('.site-header .btn-primary')).toHaveLength(2);
  });

  it('starts the ABOUT US menu with the About page itself', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    await user.click(toggle('ABOUT US'));
    const links = [...document.querySelectorAll('#menu-about + .dropdown-menu a')].map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(links).toEqual([
      ['About Us', '/about'],
      ['What We Do', '/what-we-do'],
      ['Clients', '/clients'],
      ['Careers', '/careers'],
    ]);
  });

  it('describes every item of the ABOUT US and PRODUCTS menus in a line under its name, as SERVICES does', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HeaderNav />);
    for (const name of ['ABOUT US', 'PRODUCTS']) {
      await user.click(toggle(name));
      const items = [...document.querySelectorAll(`#${toggle(name).id} + .dropdown-menu a`)];
      expect(items.length).toBeGreaterThan(1);
      for (const item of items) {
        const description = document.getElementById(item.getAttribute('aria-describedby') ?? '');
        expect(description?.textContent?.length, item.getAttribute('aria-label') ?? '').toBeGreaterThan(15);
      }
    }
  });
});

describe('Header marks the section of the page on screen', () => {
  const marked = () => [...document.querySelectorAll('.dropdown-toggle.site-menu__current-section')].map((element) => element.id);

  it.each([
    ['/web-development', 'menu-services', 'Web Development'],
    ['/search-engine-optimization', 'menu-services', 'SEO'],
    ['/product/propertyshops', 'menu-products', 'PropertyShops'],
    ['/clients', 'menu-about', 'Clients'],
  ])('on %s marks %s, and its item alone is the current page', (route, toggleId, item) => {
    renderWithRouter(<HeaderNav />, { route });
    expect(marked()).toEqual([toggleId]);
    // The toggle is no page: it is marked by look, not by aria-current.
    expect(document.getElementById(toggleId)).not.toHaveAttribute('aria-current');
    const current = document.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('aria-label', item);
    expect(current[0]?.closest('.dropdown-menu')?.previousElementSibling).toHaveAttribute('id', toggleId);
  });

  it('marks no section on a page outside the dropdowns, and a service page the menu does not list still marks SERVICES', () => {
    const { unmount } = renderWithRouter(<HeaderNav />, { route: '/portfolio' });
    expect(marked()).toEqual([]);
    unmount();
    renderWithRouter(<HeaderNav />, { route: '/intranet-applications' });
    expect(marked()).toEqual(['menu-services']);
    expect(document.querySelector('.dropdown-menu [aria-current]')).toBeNull();
  });

  it('is in the server-rendered header, which hydrates without a change', async () => {
    const tree = (
      <MemoryRouter initialEntries={['/web-development']}>
        <HeaderNav />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelector('#menu-services')).toHaveClass('site-menu__current-section');
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, tree));
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('#menu-services')).toHaveClass('site-menu__current-section');
    act(() => root.unmount());
    container.remove();
  });
});

describe('Header before its menus have arrived', () => {
  it('where nothing was prerendered, shows the bar with the home link at once, then the menus', async () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'SERVICES' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'SERVICES' })).toBeVisible();
    expect(document.querySelector('.site-header')).toHaveAttribute('data-menus-ready');
  });

  it('a tap on the menu button opens the prerendered menu before the code, and the Navbar takes it over open', async () => {
    mockMatchMedia((query) => query.includes('max-width: 61.98em'));
    keepInputBeforeApp();
    const tree = (
      <MemoryRouter>
        <HeaderNav />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const button = container.querySelector<HTMLElement>('.navbar-toggler');
    const menu = container.querySelector('#site-menu');
    const services = container.querySelector<HTMLElement>('#menu-services');
    if (!button || !menu || !services) throw new Error('the prerendered header has no menu button, menu or SERVICES');
    expect(menu).not.toHaveClass('show');

    // Before the code: the page's own script opens the panel, covers the page, opens a section.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(menu).toHaveClass('navbar-collapse', 'collapse', 'show');
    expect(button).not.toHaveClass('collapsed');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.documentElement).toHaveAttribute('data-menu-open');
    services.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(services).toHaveAttribute('aria-expanded', 'true');

    // The code arrives: hydration keeps the panel and the section open, and from then on the
    // Navbar alone toggles them.
    const root = await act(async () => hydrateRoot(container, tree));
    expect(container.querySelector('.site-header')).toHaveAttribute('data-menus-ready');
    expect(menu).toHaveClass('show');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('#menu-services + .dropdown-menu')).toHaveClass('show');
    expect(document.querySelector('[data-dismissed-before-code]')).toBeNull();
    await act(async () => button.click());
    await waitFor(() => expect(menu).not.toHaveClass('show'));
    expect(button).toHaveClass('collapsed');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-menu-open');

    // Open, Escape closes it from inside an open section and gives the focus back to the button;
    // open, a press outside closes it.
    await act(async () => button.click());
    await waitFor(() => expect(menu).toHaveClass('show'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await act(async () => services.click());
    services.focus();
    await act(async () => services.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await waitFor(() => expect(menu).not.toHaveClass('show'));
    expect(button).toHaveFocus();
    await act(async () => button.click());
    await waitFor(() => expect(menu).toHaveClass('show'));
    await act(async () => document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await waitFor(() => expect(menu).not.toHaveClass('show'));
    act(() => root.unmount());
    container.remove();
  });
});
