import {
  MAX_SAVED_TRAVELLERS,
  normaliseTravellerDetails,
  travellerDetailsProblems,
  type SavedTravellerInput,
} from '@travel/contracts/travellers';
import { isoDate } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import { ApiError, invalidInput } from '../../plugins/errors';
import type { AccountsService } from '../accounts/accounts.service';
import * as repo from './travellers.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NO_SUCH_TRAVELLER = 'No such saved traveller';

export function travellersService(deps: { db: Db; accounts: Pick<AccountsService, 'findUserById'> }) {
  const { db } = deps;

  /** Saves one traveller (400 with every rule it breaks); the same person again updates their row. */
  async function save(userId: string, input: SavedTravellerInput) {
    const traveller = normaliseTravellerDetails(input);
    const problems = travellerDetailsProblems(traveller, isoDate());
    if (problems.length > 0) throw invalidInput(problems);
    if ((await repo.count(db, userId)) >= MAX_SAVED_TRAVELLERS) {
      const saved = await repo.list(db, userId);
      const same = saved.some(
        (t) =>
          t.type === traveller.type &&
          t.firstName.toLowerCase() === traveller.firstName.toLowerCase() &&
          t.lastName.toLowerCase() === traveller.lastName.toLowerCase() &&
          t.dateOfBirth === traveller.dateOfBirth,
      );
      if (!same) throw new ApiError(409, `You can save at most ${MAX_SAVED_TRAVELLERS} travellers`);
    }
    return repo.upsert(db, userId, traveller);
  }

  return {
    list: (userId: string) => repo.list(db, userId),
    save,

    /** Checkout's passengers, kept for the next booking; one that breaks a rule or would go over the limit is skipped. */
    async saveAll(userId: string, travellers: SavedTravellerInput[]) {
      for (const traveller of travellers) {
        await save(userId, traveller).catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
        });
      }
    },

    async remove(userId: string, id: string) {
      if (!UUID.test(id) || !(await repo.remove(db, userId, id))) throw new ApiError(404, NO_SUCH_TRAVELLER);
    },

    /** The account's name, email and mobile, for checkout's contact fields. */
    async contact(userId: string) {
      const user = await deps.accounts.findUserById(userId);
      if (!user) throw new ApiError(404, 'No such account');
      return { name: user.name, email: user.email, mobile: user.mobileNumber ?? null };
    },
  };
}

export type TravellersService = ReturnType<typeof travellersService>;
