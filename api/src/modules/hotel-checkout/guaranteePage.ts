import { escapeHtml, formatMinor } from '../payments/payments.service';
import { SANDBOX_CARDS } from '../payments/payments.service';
import type { HotelOrderRow } from './hotel-checkout.repository';

/**
 * The sandbox's card guarantee page for a pay-at-the-hotel booking: the card is checked and kept, nothing is
 * charged (the hotel takes the payment at the stay, or the late-cancellation charge its policy says).
 */
export function guaranteePage(order: HotelOrderRow, action: string, error?: string): string {
  const due = formatMinor(order.totalMinor, order.currency);
  const cards = SANDBOX_CARDS.filter((card) => card.outcome === 'success' || card.outcome === 'declined')
    .map(
      (card) =>
        `<li><code>${card.number}</code>: ${card.outcome === 'success' ? 'The card is accepted as a guarantee.' : 'The card is declined.'}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Guarantee your booking · Sandbox</title>
</head>
<body>
<main>
<h1>Guarantee your booking</h1>
<p>${escapeHtml(order.rate.hotelName)}: ${escapeHtml(order.rate.roomName)}, ${escapeHtml(order.rate.name)}</p>
<p>Nothing is charged now. You pay <strong>${escapeHtml(due)}</strong> at the hotel.</p>
<p>${escapeHtml(order.rate.cancellation.text)}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label>Card number <input name="cardNumber" autocomplete="cc-number" inputmode="numeric" required></label>
<button type="submit">Guarantee with this card</button>
</form>
<h2>Test cards</h2>
<ul>
${cards}
</ul>
</main>
</body>
</html>
`;
}
