/** What a traveller can add to a flight, and its price in minor units of INR (paise). */

/** Extra checked baggage is sold in steps of this many kilograms, up to the most. */
export const BAGGAGE_STEP_KG = 5;
export const MAX_EXTRA_BAGGAGE_KG = 30;
/** Per step of 5 kg, per traveller. */
export const BAGGAGE_STEP_MINOR = 1_800_00;

export const MEALS = [
  { code: 'VGML', name: 'Vegetarian meal', priceMinor: 350_00 },
  { code: 'NVML', name: 'Non-vegetarian meal', priceMinor: 400_00 },
  { code: 'JNML', name: 'Jain meal', priceMinor: 350_00 },
  { code: 'CHML', name: 'Child meal', priceMinor: 300_00 },
] as const;
export type MealCode = (typeof MEALS)[number]['code'];
export const MEAL_CODES = MEALS.map((meal) => meal.code) as MealCode[];

/** Travel insurance, per traveller. */
export const INSURANCE_MINOR = 249_00;

/**
 * Free cancellation, per traveller: cancelled up to FREE_CANCELLATION_HOURS before departure, the full fare
 * comes back less FREE_CANCELLATION_FEE_MINOR per traveller.
 */
export const FREE_CANCELLATION_MINOR = 899_00;
export const FREE_CANCELLATION_FEE_MINOR = 500_00;
export const FREE_CANCELLATION_HOURS = 24;

export const mealPriceMinor = (code: MealCode | undefined) =>
  code ? (MEALS.find((meal) => meal.code === code)?.priceMinor ?? 0) : 0;

export const baggagePriceMinor = (kg: number) => (kg / BAGGAGE_STEP_KG) * BAGGAGE_STEP_MINOR;
