import type { Db } from '../../db/database';
import { insertMissingRates } from './currency.repository';
import { DEFAULT_INR_PER_UNIT } from './currency.rates';

/** The rate of every currency the site offers that the table lacks (rates already stored are kept); answers whether any was missing. */
export async function seedCurrencyRates(db: Db): Promise<boolean> {
  return (await insertMissingRates(db, DEFAULT_INR_PER_UNIT)) > 0;
}
