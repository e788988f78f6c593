import { useEffect, useRef, useState } from 'react';
import './checkout.css';

export interface HoldCountdownProps {
  /** ISO time the hold ends (the server's holdExpiresAt). */
  expiresAt: string;
  /** Called once, when the time is up (the server's job expires the order; the page only says so). */
  onExpire?: () => void;
  label?: string;
}

/** "mm:ss" left until `expiresAt`. */
export function timeLeft(expiresAt: string, now: number): { ms: number; text: string } {
  const ms = Math.max(0, Date.parse(expiresAt) - now);
  const seconds = Math.ceil(ms / 1000);
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return { ms, text };
}

/** The visible countdown of a checkout's hold; at zero it says the hold has ended. */
export function HoldCountdown({ expiresAt, onExpire, label = 'We hold your booking for' }: HoldCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const { ms, text } = timeLeft(expiresAt, now);
  const expired = ms === 0;
  const reported = useRef(false);
  const latestOnExpire = useRef(onExpire);
  useEffect(() => {
    latestOnExpire.current = onExpire;
  });

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (expired && !reported.current) {
      reported.current = true;
      latestOnExpire.current?.();
    }
  }, [expired]);

  if (expired) {
    return (
      <p className="tp-hold tp-hold--expired" role="alert">
        Your hold has expired.
      </p>
    );
  }
  return (
    <p className={`tp-hold${ms < 2 * 60_000 ? ' tp-hold--ending' : ''}`}>
      {label}{' '}
      <strong role="timer" aria-live="off" translate="no" data-testid="hold-countdown">
        {text}
      </strong>
    </p>
  );
}
