import type { ReactNode } from 'react';
import { Spinner } from '@travel/shared-ui/components';
import './checkout.css';

/** Every payment state a person can meet after paying. */
export type PaymentOutcome = 'paid' | 'declined' | 'needs_authentication' | 'expired' | 'confirming';

/**
 * Where a checkout stands, from its payment's status (created, pending, requires_action, captured, failed) and its
 * booking's (held, paid, expired, cancelled). A captured payment whose booking is not yet paid is still being
 * confirmed: the webhook has not arrived.
 */
export function paymentOutcome(paymentStatus: string | undefined, bookingStatus: string): PaymentOutcome {
  if (bookingStatus === 'paid') return 'paid';
  if (bookingStatus === 'expired' || bookingStatus === 'cancelled') return 'expired';
  if (paymentStatus === 'failed') return 'declined';
  if (paymentStatus === 'requires_action') return 'needs_authentication';
  return 'confirming';
}

const TEXTS: Record<PaymentOutcome, { title: string; text: string }> = {
  paid: { title: 'Payment successful', text: 'Your booking is confirmed.' },
  declined: {
    title: 'Payment declined',
    text: 'Your payment did not go through and nothing was charged. Your booking is still held: try again or use another payment method.',
  },
  needs_authentication: {
    title: 'Authentication needed',
    text: 'Your bank asks you to confirm this payment. Complete the authentication to finish your booking.',
  },
  expired: {
    title: 'Your booking hold has expired',
    text: 'The booking was not paid in time, so it was released and nothing was charged. Please start a new booking.',
  },
  confirming: {
    title: 'We are confirming your payment',
    text: 'This usually takes a few seconds. Please keep this page open.',
  },
};

/**
 * A card guarantee (a pay-at-the-hotel rate) charges nothing: the card is only checked and kept. Its states say so
 * instead of speaking of a payment; the rest read as a payment's.
 */
const GUARANTEE_TEXTS: Partial<Record<PaymentOutcome, { title: string; text: string }>> = {
  declined: {
    title: 'Card not accepted as a guarantee',
    text: 'Your card was not accepted as a guarantee for this booking, and nothing was charged. Your booking is still held: try again with the same or another card.',
  },
  needs_authentication: {
    title: 'Authentication needed',
    text: 'Your bank asks you to confirm this card. Complete the authentication to guarantee your booking; nothing is charged.',
  },
  confirming: {
    title: 'We are checking your card',
    text: 'Nothing is charged. This usually takes a few seconds. Please keep this page open.',
  },
};

export interface PaymentStatusViewProps {
  outcome: PaymentOutcome;
  /** 'guarantee': a card guarantee with no charge, worded as such. A payment by default. */
  purpose?: 'payment' | 'guarantee';
  /** The gateway's reason for a decline, or any detail to add. */
  detail?: string | null;
  /** What to do next, and what was booked. */
  children?: ReactNode;
}

/** The page a payment lands on: paid, declined, needs authentication, expired, or still being confirmed. */
export function PaymentStatusView({ outcome, purpose = 'payment', detail, children }: PaymentStatusViewProps) {
  const { title, text } = (purpose === 'guarantee' && GUARANTEE_TEXTS[outcome]) || TEXTS[outcome];
  return (
    <section className={`tp-payment-status tp-payment-status--${outcome}`} aria-labelledby="tp-payment-status-title">
      <h1 id="tp-payment-status-title">{title}</h1>
      <p role={outcome === 'declined' || outcome === 'expired' ? 'alert' : 'status'}>{text}</p>
      {detail && <p className="tp-payment-status__detail">{detail}</p>}
      {outcome === 'confirming' && <Spinner label="Confirming your payment…" />}
      {children}
    </section>
  );
}
