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
});
