import { useRef, useState, type FormEvent } from 'react';
import { apiClient, apiServerMessage, LoadError } from '@travel/shared-ui';
import { AdminOnly } from '../access/AdminOnly';
import { Badge } from '../common/Badge';
import { formatDateTime, formatMinorAmount } from '../common/format';
import type { GatewayName } from '../common/types';
import { EMPTY_FORM, REFUND_REASONS, toRefundPayload, validateRefundForm, type RefundFormValues } from './refundForm';
import { useGatewayStatus, useRecentRefunds } from './useRefunds';
import './TripjackPage.css';

const GATEWAYS: { value: GatewayName; label: string }[] = [
  { value: 'razorpay', label: 'Razorpay' },
  { value: 'stripe', label: 'Stripe' },
];

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function RefundManagement() {
  const [gateway, setGateway] = useState<GatewayName>('razorpay');
  const [values, setValues] = useState<RefundFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<ReturnType<typeof validateRefundForm>>({});
  const [processing, setProcessing] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { refunds, loading, loadError, reload } = useRecentRefunds();
  const { status, checking, check } = useGatewayStatus(gateway);
  // One Idempotency-Key per distinct request: resubmitting the same values (after a timeout, a double
  // click) cannot refund twice; changing anything makes a new request.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const update = (name: keyof RefundFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRefundForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = toRefundPayload(values, gateway);
    const fingerprint = JSON.stringify(payload);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newKey() };
    setProcessing(true);
    setResult(null);
    try {
      const { data } = await apiClient.post<{ success: boolean; refundId: string }>('/refunds/initiate', payload, {
        headers: { 'Idempotency-Key': attempt.current.key },
      });
      setResult({ kind: 'success', text: `Refund initiated successfully! Refund ID: ${data.refundId}` });
      setValues(EMPTY_FORM);
      attempt.current = null;
      void reload();
    } catch (error) {
      setResult({ kind: 'error', text: apiServerMessage(error) ?? 'Failed to process refund' });
    } finally {
      setProcessing(false);
    }
  }

  const fieldError = (name: keyof RefundFormValues) =>
    errors[name] ? (
      <p className="tp-field__error" id={`rf-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: keyof RefundFormValues) => (errors[name] ? `rf-${name}-error` : undefined);

  return (
    <div className="tp-page rfm">
      <header className="rfm__header">
        <h1>Payment Refund Management</h1>
        <p>Initiate refunds to the original payment method and follow their status.</p>
      </header>

      <fieldset className="rfm__gateways">
        <legend>Payment gateway</legend>
        {GATEWAYS.map((option) => (
          <label key={option.value} className={`rfm__gateway${gateway === option.value ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="gateway"
              value={option.value}
              checked={gateway === option.value}
              onChange={() => setGateway(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>

      <div className="rfm__grid">
        <section className="rfm__card" aria-labelledby="rfm-form-heading">
          <h2 id="rfm-form-heading">Initiate Refund</h2>
          <form onSubmit={submit} noValidate>
            <div className="tp-field">
              <label htmlFor="rf-paymentId">Payment ID *</label>
              <input
                id="rf-paymentId"
                value={values.paymentId}
                onChange={(e) => update('paymentId', e.target.value)}
                placeholder={gateway === 'stripe' ? 'pi_…' : 'pay_…'}
                aria-invalid={Boolean(errors.paymentId)}
                aria-describedby={describedBy('paymentId')}
              />
              {fieldError('paymentId')}
            </div>
            <div className="tp-field">
              <label htmlFor="rf-cancellationId">Cancellation ID *</label>
              <input
                id="rf-cancellationId"
                value={values.cancellationId}
                onChange={(e) => update('cancellationId', e.target.value)}
                aria-invalid={Boolean(errors.cancellationId)}
                aria-describedby={describedBy('cancellationId')}
              />
              {fieldError('cancellationId')}
            </div>
            <div className="tp-field">
              <label htmlFor="rf-amount">Amount (₹) *</label>
              <input
                id="rf-amount"
                type="number"
                min={1}
                step={0.01}
                inputMode="decimal"
                value={values.amount}
                onChange={(e) => update('amount', e.target.value)}
                aria-invalid={Boolean(errors.amount)}
                aria-describedby={describedBy('amount')}
              />
              {fieldError('amount')}
            </div>
            <div className="tp-field">
              <label htmlFor="rf-reason">Reason *</label>
              <select
                id="rf-reason"
                value={values.reason}
                onChange={(e) => update('reason', e.target.value)}
                aria-invalid={Boolean(errors.reason)}
                aria-describedby={describedBy('reason')}
              >
                <option value="">Select a reason</option>
                {REFUND_REASONS.map((reason) => (
                  <option key={reason.value} value={reason.value}>
                    {reason.label}
                  </option>
                ))}
              </select>
              {fieldError('reason')}
            </div>
            <p className="rfm__rules">
              All fields are required. The amount is in rupees, at least ₹1, in steps of 0.01, and cannot exceed what
              remains refundable for the payment.
            </p>
            <button type="submit" className="tp-button" disabled={processing}>
              {processing ? 'Processing...' : 'Initiate Refund'}
            </button>
          </form>
          {result && (
            <p
              className={`rfm__result rfm__result--${result.kind}`}
              role={result.kind === 'error' ? 'alert' : 'status'}
            >
              {result.text}
            </p>
          )}
        </section>

        <aside className="rfm__side">
          <section className="rfm__card" aria-labelledby="rfm-status-heading">
            <h2 id="rfm-status-heading">API Connection Status</h2>
            {checking || !status ? (
              <p>Checking {GATEWAYS.find((g) => g.value === gateway)!.label}…</p>
            ) : (
              <div className="rfm__status" aria-live="polite">
                <p>
                  <span className={`rfm__dot ${status.connected ? 'is-up' : 'is-down'}`} aria-hidden="true" />
                  <strong>
                    {GATEWAYS.find((g) => g.value === gateway)!.label}:{' '}
                    {status.connected ? 'Connected' : 'Disconnected'}
                  </strong>
                  {status.mode === 'sandbox' && <span className="rfm__mode"> (Sandbox)</span>}
                </p>
                <p className="rfm__status-message">{status.message}</p>
                {status.connected && status.mode === 'live' && <p>Response time: {status.latencyMs} ms</p>}
              </div>
            )}
            <button type="button" className="tp-button tp-button--secondary" onClick={() => void check()}>
              Check again
            </button>
          </section>

          <section className="rfm__card" aria-labelledby="rfm-actions-heading">
            <h2 id="rfm-actions-heading">Quick Actions</h2>
            <div className="rfm__actions">
              <button type="button" className="tp-button tp-button--secondary" onClick={() => void reload()}>
                Refresh List
              </button>
              <button type="button" className="tp-button tp-button--secondary" onClick={() => setGateway('razorpay')}>
                Switch to Razorpay
              </button>
              <button type="button" className="tp-button tp-button--secondary" onClick={() => setGateway('stripe')}>
                Switch to Stripe
              </button>
            </div>
          </section>
        </aside>
      </div>

      <section className="rfm__card rfm__recent" aria-labelledby="rfm-recent-heading">
        <h2 id="rfm-recent-heading">Recent Refunds</h2>
        {loading && refunds.length === 0 ? (
          <p>Loading refunds…</p>
        ) : loadError && refunds.length === 0 ? (
          <LoadError message={loadError} onRetry={() => void reload()} />
        ) : refunds.length === 0 ? (
          <p className="rfm__empty">No refunds processed yet</p>
        ) : (
          <div className="rfm__table-wrap">
            <table className="rfm__table">
              <thead>
                <tr>
                  <th scope="col">Refund ID</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Gateway</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {refunds.map((refund) => (
                  <tr key={refund.id}>
                    <td className="rfm__id">{refund.id}</td>
                    <td translate="no">{formatMinorAmount(refund.amount, refund.currency)}</td>
                    <td>
                      <Badge tone={refund.status}>{refund.status.replace('_', ' ')}</Badge>
                    </td>
                    <td className="rfm__gateway-name">{refund.gateway}</td>
                    <td>{formatDateTime(refund.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export default function TripjackPage() {
  return (
    <AdminOnly>
      <RefundManagement />
    </AdminOnly>
  );
}
