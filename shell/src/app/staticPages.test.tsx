/** @jest-environment node */
import { renderStaticPages } from './staticPages';

describe('renderStaticPages', () => {
  it('draws home’s hero and a remote page’s loading area inside the navbar and footer', () => {
    const { home, remotePage } = renderStaticPages();
    for (const page of [home, remotePage]) {
      expect(page).toContain('<nav class="tp-navbar__inner" aria-label="Main">');
      expect(page).toContain('<footer class="tp-footer">');
      expect(page).toContain('>Login</a>');
    }
    expect(home).toContain('<h1 id="tp-home-title">Compare flights and hotels</h1>');
    expect(home).toContain('Loading flight search…');
    expect(remotePage).toContain('<main id="main" class="tp-main">');
    expect(remotePage).toContain('Loading page…');
    expect(remotePage).not.toContain('tp-home');
  });

  it('serves the navbar’s and home’s controls that need the script inert, the links as they are', () => {
    const { remotePage } = renderStaticPages();
    expect(remotePage).toMatch(/<button type="button" class="tp-navbar__toggle" inert=""/);
    expect(remotePage).toMatch(/<form class="tp-navbar__search" role="search" inert="">/);
    expect(remotePage).toMatch(/<button type="button" class="tp-navbar__globe" inert=""/);
    expect(remotePage).toMatch(/<a class="tp-button" href="\/login"[^>]*>Login<\/a>/);
    expect(remotePage).not.toMatch(/<a [^>]*inert/);
    // Home's search tabs too.
    expect(renderStaticPages().home).toMatch(
      /<div role="tablist" aria-label="What are you searching for\?" class="tp-home__tabs" inert="">/,
    );
  });
});
