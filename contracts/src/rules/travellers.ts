/** Flight traveller rules, checked by the search card and again by the API. */
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 9;
export const MAX_CHILDREN = 6;
export const MAX_TRAVELLERS = 9;
export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 17;
/** The ages a child can be given, for the age list. */
export const CHILD_AGES: readonly number[] = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

export interface Travellers {
  adults: number;
  children: number;
  /** One age per child. */
  childAges: number[];
}

export const DEFAULT_TRAVELLERS: Travellers = { adults: 1, children: 0, childAges: [] };

const isWhole = (value: number) => Number.isInteger(value);

/** The first rule the travellers break, as a message, or null when they are fine. */
export function travellersError({ adults, children, childAges }: Travellers): string | null {
  if (!isWhole(adults) || adults < MIN_ADULTS) return 'At least 1 adult must travel';
  if (adults > MAX_ADULTS) return `At most ${MAX_ADULTS} adults can travel`;
  if (!isWhole(children) || children < 0) return 'Children cannot be negative';
  if (children > MAX_CHILDREN) return `At most ${MAX_CHILDREN} children can travel`;
  if (adults + children > MAX_TRAVELLERS) return `At most ${MAX_TRAVELLERS} travellers (adults plus children)`;
  if (childAges.length !== children) return 'Give an age for each child';
  if (childAges.some((age) => !isWhole(age) || age < MIN_CHILD_AGE || age > MAX_CHILD_AGE)) {
    return `Each child's age must be ${MIN_CHILD_AGE} to ${MAX_CHILD_AGE}`;
  }
  return null;
}

/** Whether one more adult may be added (the + button). */
export const canAddAdult = ({ adults, children }: Travellers) =>
  adults < MAX_ADULTS && adults + children < MAX_TRAVELLERS;
/** Whether one more child may be added (the + button). */
export const canAddChild = ({ adults, children }: Travellers) =>
  children < MAX_CHILDREN && adults + children < MAX_TRAVELLERS;
export const canRemoveAdult = ({ adults }: Travellers) => adults > MIN_ADULTS;
export const canRemoveChild = ({ children }: Travellers) => children > 0;

/** Changes the number of children, keeping the ages already chosen (a new child starts at age 5 until chosen). */
export function withChildren(travellers: Travellers, children: number, newChildAge = 5): Travellers {
  const childAges = travellers.childAges.slice(0, children);
  while (childAges.length < children) childAges.push(newChildAge);
  return { ...travellers, children, childAges };
}

export const travellerCount = ({ adults, children }: Travellers) => adults + children;

/** '2 Adults, 1 Child' */
export function travellersLabel({ adults, children }: Travellers): string {
  const parts = [`${adults} ${adults === 1 ? 'Adult' : 'Adults'}`];
  if (children > 0) parts.push(`${children} ${children === 1 ? 'Child' : 'Children'}`);
  return parts.join(', ');
}
