import { Type, type Static } from '@sinclair/typebox';
import { PassengerInput } from '../flight-checkout/flight-checkout.schemas';

// /api/account: a signed-in person's saved travellers, picked on checkout's traveller form, and the contact
// the form is prefilled with. The rules behind the 400s: travellerDetailsProblems in ../flight-checkout/travellers.

export const SavedTravellerInput = Type.Pick(PassengerInput, [
  'type',
  'title',
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportExpiry',
]);
export type SavedTravellerInput = Static<typeof SavedTravellerInput>;

export const SavedTraveller = Type.Composite([
  Type.Object({ id: Type.String({ format: 'uuid' }) }),
  SavedTravellerInput,
  Type.Object({ createdAt: Type.String({ description: 'ISO 8601' }) }),
]);
export type SavedTraveller = Static<typeof SavedTraveller>;

export const SavedTravellersReply = Type.Object({
  success: Type.Literal(true),
  travellers: Type.Array(SavedTraveller),
});
export type SavedTravellersReply = Static<typeof SavedTravellersReply>;

export const SavedTravellerReply = Type.Object({ success: Type.Literal(true), traveller: SavedTraveller });
export type SavedTravellerReply = Static<typeof SavedTravellerReply>;

export const SavedTravellerParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type SavedTravellerParams = Static<typeof SavedTravellerParams>;

/** What checkout's contact fields are prefilled with for a signed-in person. */
export const AccountContactReply = Type.Object({
  success: Type.Literal(true),
  contact: Type.Object({
    name: Type.String(),
    email: Type.String(),
    /** Null until the person gives one. */
    mobile: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type AccountContactReply = Static<typeof AccountContactReply>;

/** How many travellers one account may keep. */
export const MAX_SAVED_TRAVELLERS = 20;
