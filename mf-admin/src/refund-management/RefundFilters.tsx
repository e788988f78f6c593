import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@travel/shared-ui/fields';
import {
  GATEWAY_NAMES,
  REFUND_PRODUCTS,
  REFUND_SEARCH_MAX,
  REFUND_STATUSES,
  refundListFilterProblem,
  type RefundListFilter,
} from '@travel/contracts/refunds';

const STATUS_LABEL = {
  pending: 'Pending',
  processed: 'Processed',
  failed: 'Failed',
  requires_action: 'Requires action',
};
const PRODUCT_LABEL = { flight: 'Flight', hotel: 'Hotel' };
const GATEWAY_LABEL = { razorpay: 'Razorpay', stripe: 'Stripe', sandbox: 'Sandbox' };

/** The list's filters; the page is the pager's. */
export type RefundListFields = Omit<RefundListFilter, 'page'>;

type Draft = Required<Record<keyof RefundListFields, string>>;
const toDraft = (filter: RefundListFields): Draft => ({
  status: filter.status ?? '',
  product: filter.product ?? '',
  gateway: filter.gateway ?? '',
  from: filter.from ?? '',
  to: filter.to ?? '',
  q: filter.q ?? '',
});

/**
 * The refund list's search and filters. Nothing changes until Apply Filters (or Enter in any field); the
 * filter then goes into the URL, from page 1. Clear filters lists every refund again.
 */
export function RefundFilters({
  filter,
  onApply,
}: {
  filter: RefundListFields;
  onApply: (next: RefundListFields) => void;
}) {
  const [draft, setDraft] = useState(() => toDraft(filter));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const filtered = Object.values(toDraft(filter)).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = refundListFilterProblem({ from: draft.from || undefined, to: draft.to || undefined });
    setProblem(wrong);
    if (wrong) return;
    onApply({
      status: (draft.status || undefined) as RefundListFilter['status'],
      product: (draft.product || undefined) as RefundListFilter['product'],
      gateway: (draft.gateway || undefined) as RefundListFilter['gateway'],
      from: draft.from || undefined,
      to: draft.to || undefined,
      q: draft.q.trim() || undefined,
    });
  };

  return (
    <form className="rfm__filters" onSubmit={submit} aria-label="Filter refunds" noValidate>
      <TextField
        id="rfm-filter-q"
        type="search"
        className="tp-field rfm__filters-search"
        label="Search by reference or email"
        value={draft.q}
        maxLength={REFUND_SEARCH_MAX}
        onChange={set('q')}
      />
      <SelectField
        id="rfm-filter-status"
        className="tp-field"
        label="Status"
        value={draft.status}
        onChange={set('status')}
        placeholder="All statuses"
        options={REFUND_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))}
      />
      <SelectField
        id="rfm-filter-product"
        className="tp-field"
        label="Product"
        value={draft.product}
        onChange={set('product')}
        placeholder="Flights and hotels"
        options={REFUND_PRODUCTS.map((value) => ({ value, label: PRODUCT_LABEL[value] }))}
      />
      <SelectField
        id="rfm-filter-gateway"
        className="tp-field"
        label="Gateway"
        value={draft.gateway}
        onChange={set('gateway')}
        placeholder="All gateways"
        options={GATEWAY_NAMES.map((value) => ({ value, label: GATEWAY_LABEL[value] }))}
      />
      <TextField
        id="rfm-filter-from"
        type="date"
        className="tp-field"
        label="From"
        value={draft.from}
        onChange={set('from')}
      />
      <TextField
        id="rfm-filter-to"
        type="date"
        className="tp-field"
        label="To"
        value={draft.to}
        onChange={set('to')}
        error={problem ?? undefined}
      />
      <div className="rfm__filters-actions">
        <button type="submit" className="tp-button">
          Apply Filters
        </button>
        {filtered && (
          <button type="button" className="tp-button tp-button--secondary" onClick={() => onApply({})}>
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
