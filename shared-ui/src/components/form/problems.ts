import type { FieldProblem } from '@travel/contracts';

/**
 * A form's problems (the contracts' rules, or an API 400's `problems`) as Formik wants them. Kept free of formik
 * itself, like the rest of this folder (FormikForm.tsx says why).
 */

/** 'passengers[1].firstName' → 'passengers.1.firstName', the Formik name of the field. */
export const formikName = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

const pathOf = (name: string) => name.split('.');

function getIn(value: unknown, name: string): unknown {
  return pathOf(name).reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
}

function setIn(target: Record<string, unknown>, name: string, leaf: unknown) {
  const keys = pathOf(name);
  let at: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, i) => {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    at = at[key] as Record<string, unknown>;
  });
  at[keys[keys.length - 1]] = leaf;
}

/** Formik's `errors` for the problems, each at its field (named by `nameOf`); the first problem of a field wins. */
export function fieldErrors(
  problems: readonly FieldProblem[],
  nameOf: (field: string) => string = formikName,
): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const problem of problems) {
    const name = nameOf(problem.field);
    if (getIn(errors, name) === undefined) setIn(errors, name, problem.message);
  }
  return errors;
}

/** Formik's `touched` for the problems' fields, so each message shows at once. */
export function touchedFields(
  problems: readonly FieldProblem[],
  nameOf: (field: string) => string = formikName,
): Record<string, unknown> {
  const touched: Record<string, unknown> = {};
  for (const problem of problems) setIn(touched, nameOf(problem.field), true);
  return touched;
}

/** What the API refused, and the values it was sent. */
export interface Refusal<Values> {
  problems: FieldProblem[];
  values: Values;
}

/**
 * The refused problems that still stand: those of a field the form holds whose value has not changed since it was
 * sent. The form's own rules cannot see every rule the API applies, so a problem the API alone found stays at its
 * field until the traveller changes that field (one of a field the form does not hold is the page's to show).
 */
export function standingProblems<Values>(
  refusal: Refusal<Values> | null | undefined,
  values: Values,
  nameOf: (field: string) => string = formikName,
): FieldProblem[] {
  if (!refusal) return [];
  return refusal.problems.filter((problem) => {
    const name = nameOf(problem.field);
    const value = getIn(values, name);
    return value !== undefined && value === getIn(refusal.values, name);
  });
}
