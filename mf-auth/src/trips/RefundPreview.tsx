import type { CancellationPreview } from '@travel/contracts/trips';
import { RefundSplit } from './RefundSplit';
import { longDay, money } from './tripTexts';

/** What cancelling now refunds, line by line with the total, where the money goes and when it is expected. */
export function RefundPreview({ preview }: { preview: CancellationPreview }) {
  return (
    <>
      <table className="trip-cancel__lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Paid</th>
            <th scope="col">Refund</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <tr key={line.kind}>
              <th scope="row">{line.label}</th>
              <td>{money(line.paidMinor)}</td>
              <td>{money(line.refundMinor)}</td>
              <td>{line.note}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total refund</th>
            <td>{money(preview.paidMinor)}</td>
            <td data-testid="refund-total">{money(preview.refundMinor)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p>Refund to: {preview.destination}</p>
      {preview.split && <RefundSplit split={preview.split} currency={preview.currency} />}
      <p>Never to a wallet.</p>
      <p>Expected by {longDay(preview.expectedCreditDate)}</p>
    </>
  );
}
