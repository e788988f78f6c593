import { GUEST_CODE_INVALID, type TripKind } from '@travel/contracts/trips';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import { generateCode, hashCode, newCodeSalt, randomToken, sameHash, sha256 } from '../accounts/accounts.service';
import type { BookingsService } from '../bookings/bookings.service';
import type { FlightCheckoutService } from '../flight-checkout/flight-checkout.service';
import { flightSummary, hotelSummary, type TripAccess } from './trips.access';
import { lookupCodeMail } from './trips.mail';
import * as repo from './trips.repository';

/**
 * A guest's way into a booking: a code emailed to the booking's address, checked for a token that opens that one
 * booking for an hour (tripAccess checks the token).
 */

export const LOOKUP_CODE_MINUTES = 10;
export const LOOKUP_MAX_ATTEMPTS = 5;
/** Codes mailed for one booking per hour: more asks get the same answer but no mail. */
export const LOOKUP_MAX_CODES_PER_HOUR = 5;
const GUEST_TOKEN_SECONDS = 60 * 60;

export interface GuestLookupDeps {
  db: Db;
  mailer: Mailer;
  flightCheckout: Pick<FlightCheckoutService, 'bookedOrderFor'>;
  bookings: Pick<BookingsService, 'findBooking' | 'acceptGuestTokens'>;
  access: Pick<TripAccess, 'guestTokenOpens' | 'viewOf'>;
}

export function tripsGuestLookup({ db, mailer, flightCheckout, bookings, access }: GuestLookupDeps) {
  // The hotel cancellation wizard asks for the same emailed code (bookings cannot import this module).
  bookings.acceptGuestTokens((bookingId, token) => access.guestTokenOpens(token, 'hotel', bookingId));

  return {
    /** A guest asks for a code: mailed when the booking exists, the same answer either way. */
    async requestLookupCode(reference: string, email: string): Promise<void> {
      const ref = reference.toUpperCase();
      const mail = email.toLowerCase();
      const flight = await flightCheckout.bookedOrderFor(ref, mail);
      const hotel = flight ? undefined : await bookings.findBooking(ref);
      const kind: TripKind | undefined = flight ? 'flight' : hotel && hotel.email === mail ? 'hotel' : undefined;
      if (!kind) return;
      if ((await repo.recentCodeCount(db, ref)) >= LOOKUP_MAX_CODES_PER_HOUR) return;
      const code = generateCode();
      const salt = newCodeSalt();
      await repo.insertLookupCode(db, {
        kind,
        reference: ref,
        email: mail,
        codeHash: hashCode(code, salt),
        salt,
        ttlSeconds: LOOKUP_CODE_MINUTES * 60,
      });
      await mailer.send(lookupCodeMail(mail, ref, code, LOOKUP_CODE_MINUTES));
    },

    /** The code's check: the booking's summary and a token that opens it for an hour. */
    async verifyLookupCode(reference: string, email: string, code: string) {
      const ref = reference.toUpperCase();
      const mail = email.toLowerCase();
      const token = randomToken();
      const found = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const live = await repo.liveCode(txDb, ref, mail);
        if (!live || live.attempts >= LOOKUP_MAX_ATTEMPTS) return false;
        await repo.countAttempt(txDb, live.id);
        if (!sameHash(hashCode(code, live.salt), live.codeHash)) return false;
        await repo.useCode(txDb, live.id, sha256(token), GUEST_TOKEN_SECONDS);
        return true;
      });
      // A wrong code's attempt is committed above before this answer.
      if (!found) throw new ApiError(400, GUEST_CODE_INVALID);
      const flight = await flightCheckout.bookedOrderFor(ref, mail);
      if (flight) return { trip: flightSummary(flight, await access.viewOf(flight)), token };
      const booking = await bookings.findBooking(ref);
      if (!booking) throw new ApiError(400, GUEST_CODE_INVALID);
      return { trip: hotelSummary(booking), token };
    },
  };
}
