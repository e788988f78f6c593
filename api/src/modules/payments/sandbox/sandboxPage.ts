import { createHash } from 'node:crypto';
import type { Payment } from '../payments.repository';
import { SANDBOX_CARDS } from './sandboxCards';
import { sandboxPagePath } from '../../../gateways/sandbox/payments';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** 123456 INR → ₹1,234.56, in the currency's own number of minor digits. */
export function formatMinor(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/** The pages' one stylesheet, inline (the API serves no files): the site's font and colours, a card in the middle. */
const STYLE = `
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.5;
  color: #0f172a; background: #f4f6fa; }
header { background: #1d4ed8; color: #fff; padding: 0.75rem 1rem; }
header p { max-width: 32rem; margin: 0 auto; font-weight: 700; }
header span { font-weight: 400; opacity: 0.85; }
main { max-width: 32rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; border: 1px solid #e2e8f0;
  border-radius: 8px; }
h1 { margin-top: 0; font-size: 1.5rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { box-sizing: border-box; width: 100%; padding: 0.6rem; font: inherit; border: 1px solid #94a3b8;
  border-radius: 6px; margin-bottom: 0.75rem; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border-radius: 6px; cursor: pointer;
  border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; margin: 0 0.5rem 0.75rem 0; }
form[action$="/cancel"] button, button[value="deny"] { background: #fff; color: #1d4ed8; }
[role="alert"] { color: #b42318; font-weight: 600; }
table { border-collapse: collapse; width: 100%; margin-top: 1rem; font-size: 0.9rem; }
caption { text-align: left; font-weight: 600; margin-bottom: 0.25rem; }
th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid #e2e8f0; }
a { color: #1d4ed8; }
`;

/**
 * The pages' Content-Security-Policy: nothing may run or load, and only the stylesheet above may style them (by its
 * hash), as the API's own policy for everything else (default-src 'none') would refuse it.
 */
export const SANDBOX_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; frame-ancestors 'none'`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox payment</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>Travel Portal <span>· Test payment</span></p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const summary = (payment: Payment) => {
  const amount = formatMinor(payment.amountMinor, payment.currency);
  return `<p>${escapeHtml(payment.description)}</p>
<p>Amount: <strong>${escapeHtml(amount)}</strong> (${escapeHtml(payment.currency)})</p>`;
};

/**
 * The card form, a way back without paying (as a gateway's hosted page has) and the test cards; `problem` is said
 * first (a wrong number, the last card declined).
 */
export function cardPage(payment: Payment, problem?: string): string {
  const amount = formatMinor(payment.amountMinor, payment.currency);
  const rows = SANDBOX_CARDS.map((card) => `<tr><td>${card.number}</td><td>${escapeHtml(card.effect)}</td></tr>`).join(
    '\n',
  );
  return page(
    'Pay',
    `<h1>Sandbox payment</h1>
<p>No money moves: this is the portal's built-in test gateway.</p>
${summary(payment)}
${problem ? `<p role="alert" id="card-problem">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${sandboxPagePath(payment.id)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="40"
 aria-describedby="test-cards${problem ? ' card-problem' : ''}"${problem ? ' aria-invalid="true"' : ''}>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<form method="post" action="${sandboxPagePath(payment.id)}/cancel">
<button type="submit">Cancel payment</button>
</form>
<table id="test-cards">
<caption>Test cards</caption>
<thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

/** The 3-D Secure step of the authentication card. */
export function authenticatePage(payment: Payment): string {
  return page(
    'Authenticate',
    `<h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm that it is you.</p>
${summary(payment)}
<form method="post" action="${sandboxPagePath(payment.id)}/authenticate">
<button type="submit" name="decision" value="approve">Authenticate</button>
<button type="submit" name="decision" value="deny">Cancel payment</button>
</form>`,
  );
}

/** A payment already paid: nothing to do but go back. */
export function paidPage(payment: Payment, returnUrl: string): string {
  return page(
    'Paid',
    `<h1>This payment is complete</h1>
${summary(payment)}
<p><a href="${escapeHtml(returnUrl)}">Back to your order</a></p>`,
  );
}
