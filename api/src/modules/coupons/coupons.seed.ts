import type { Db } from '../../db/database';
import * as repo from './coupons.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo coupons for an empty database, with dates relative to the seed day: one of each kind of rule,
 * and one expired so the refusal can be seen.
 */
export async function seedDemoCoupons(db: Db, now = new Date()): Promise<void> {
  if ((await repo.count(db)) > 0) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const base = { currency: 'INR', product: 'flight' as const, validFrom: at(-1), validUntil: at(365) };
  await repo.insert(db, {
    ...base,
    code: 'FLY12',
    description: '12% off your flight, up to ₹1,500',
    kind: 'percentage',
    percentOff: 12,
    maxDiscountMinor: 150_000,
    amountOffMinor: null,
    minOrderMinor: 0,
    perAccountLimit: 3,
  });
  await repo.insert(db, {
    ...base,
    code: 'SAVE500',
    description: '₹500 off flights of ₹5,000 or more',
    kind: 'flat',
    percentOff: null,
    amountOffMinor: 50_000,
    minOrderMinor: 500_000,
    perAccountLimit: 1,
    totalLimit: 10_000,
  });
  await repo.insert(db, {
    ...base,
    code: 'FLEXI10',
    description: '10% off Flexi fares, up to ₹2,000',
    kind: 'percentage',
    percentOff: 10,
    maxDiscountMinor: 200_000,
    amountOffMinor: null,
    minOrderMinor: 0,
    fareTypes: ['Flexi'],
  });
  await repo.insert(db, {
    ...base,
    code: 'MONSOON25',
    description: '25% off monsoon getaways',
    kind: 'percentage',
    percentOff: 25,
    maxDiscountMinor: 250_000,
    amountOffMinor: null,
    minOrderMinor: 0,
    validFrom: at(-120),
    validUntil: at(-30),
  });
}
