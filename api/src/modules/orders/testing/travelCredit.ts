import type { TravelCreditReply } from '@travel/contracts/trips';
import type { TestApp } from '../../../test/testApp';
import { createUserSession, type TestSession } from '../../accounts/testing';
import { insertTravelCredit } from '../travel-credit';

/** For the checkouts' travel-credit tests: a new account holding `creditMinor` INR of credit (a refund taken as credit). */
export async function travellerWithCredit(t: TestApp, creditMinor: number): Promise<TestSession> {
  const session = await createUserSession(t.app);
  await insertTravelCredit(t.app.db, {
    email: session.user.email,
    amountMinor: creditMinor,
    currency: 'INR',
    reason: 'Refund of cancelled booking BK-TEST',
    bookingId: 'BK-TEST',
    cancellationRequestId: null,
  });
  return session;
}

/** The account's INR travel-credit balance, as My Trips reads it. */
export async function travelCreditBalance(t: TestApp, session: TestSession): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/trips/travel-credit',
    headers: { origin: t.config.publicUrl, cookie: session.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/trips/travel-credit answered ${res.statusCode}`);
  return (res.json() as TravelCreditReply).balances.find((b) => b.currency === 'INR')?.amountMinor ?? 0;
}
