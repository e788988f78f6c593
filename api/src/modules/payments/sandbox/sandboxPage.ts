import type { Payment } from '../payments.repository';
import { SANDBOX_CARDS } from './sandboxCards';
import { sandboxPagePath } from './sandboxGateway';

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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox payment</title>
</head>
<body>
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
