const NAME = /^[A-Za-z][A-Za-z' .-]*$/;

/**
 * A traveller's or guest's first or last name: required, at most 40 characters, letters, spaces, apostrophes and
 * hyphens. The problem starts with `label` ('first name'); `asOnTheId` adds that the name must match the ID
 * (a flight's passengers show one at the airport).
 */
export function personNameProblem(value: string, label: string, { asOnTheId = false } = {}): string | null {
  const name = value.trim();
  if (!name) return `${label} is required`;
  if (name.length > 40) return `${label} must be at most 40 characters`;
  if (!NAME.test(name)) {
    return `${label} may only contain letters, spaces, apostrophes and hyphens${asOnTheId ? ', as on the ID' : ''}`;
  }
  return null;
}
