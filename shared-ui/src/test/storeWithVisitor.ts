import { createMemoryStore, initialAuthState, type SessionUser } from '@travel/shared-ui/store';

/** Who is signed in unless a test names someone else: a customer. */
const ASHA: SessionUser = { id: 'u1', name: 'Asha', email: 'asha@example.test', role: 'customer' };

/** Signed in or not; signed in, anything of the user the test needs to be other than Asha's. */
export type Visitor = { signedIn: boolean } & Partial<SessionUser>;

/**
 * The portal's reducers in a memory store (nothing persisted), with a visitor who is signed in or not. Signed in,
 * the visitor is Asha, a customer, but for what the test gives (`role: 'admin'`, another email…).
 */
export function storeWithVisitor({ signedIn, ...who }: Visitor) {
  const auth = signedIn
    ? { ...initialAuthState, isUserLoggedIn: true, userData: { ...ASHA, ...who } }
    : initialAuthState;
  return createMemoryStore({ auth });
}
