/**
 * The two pictures of a website service (a business website, web design). The hero shows the site
 * as a visitor meets it (`hero.frame`, a laptop or a browser, with a phone in front); the intro shows
 * one page on a tall phone at the right, with the notes it makes true floating beside it. Both
 * share the site's look and its styles (`css`); `hero.css` places the hero's devices.
 */
export const websiteScreens = ({ look, css, hero, intro }) => ({
  hero: { ...hero, ...look, css: `${css}${hero.css}` },
  intro: { ...intro, frame: 'phone', ...look, css: `${css}\n.f-phone { top: 16px; height: 688px; }\n` },
});
