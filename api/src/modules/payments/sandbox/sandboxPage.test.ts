/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/dom';
import type { Payment } from '../payments.repository';
import { authenticatePage, cardPage, paidPage, SANDBOX_PAGE_CSP } from './sandboxPage';

const payment = {
  id: 'pmt_1',
  amountMinor: 123450,
  currency: 'INR',
  description: 'Flight booking FO-K7QX2M',
} as Payment;

/** Draws a page as the browser would, its head included. */
function show(html: string) {
  const drawn = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = drawn.head.innerHTML;
  document.body.innerHTML = drawn.body.innerHTML;
}

describe('the sandbox payment pages', () => {
  it.each([
    ['card', () => cardPage(payment)],
    ['authentication', () => authenticatePage(payment)],
    ['paid', () => paidPage(payment, '/flight-checkout/confirmation?reference=K7QX2M')],
  ])('the %s page has the site’s header, and a sans-serif stylesheet its policy allows', (_name, draw) => {
    show(draw());
    expect(screen.getByRole('banner')).toHaveTextContent('Travel Portal · Test payment');
    expect(screen.getByRole('main')).toBeInTheDocument();
    const style = document.querySelector('style')!.textContent!;
    expect(style).toMatch(/body \{[^}]*font-family: [^;]*sans-serif;/);
    // Allowed by its hash: the API's default policy (default-src 'none') would drop it.
    expect(SANDBOX_PAGE_CSP).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(SANDBOX_PAGE_CSP).toContain("default-src 'none'");
  });

  it('keeps the card form and its test cards', () => {
    show(cardPage(payment));
    expect(screen.getByRole('heading', { name: 'Sandbox payment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1,234.50' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Test cards' })).toBeInTheDocument();
  });
});
