/** The sandbox gateway's test cards: the one list the payment page shows and the sandbox obeys. */
export const SANDBOX_CARDS = [
  { number: '4111 1111 1111 1111', outcome: 'success', effect: 'The payment succeeds.' },
  { number: '4000 0000 0000 0002', outcome: 'declined', effect: 'The card is declined.' },
  {
    number: '4000 0000 0000 3220',
    outcome: 'authentication',
    effect: 'The bank asks you to authenticate (3-D Secure); then the payment succeeds.',
  },
  {
    number: '4000 0000 0000 0259',
    outcome: 'slow',
    effect: 'You return at once while the payment is confirmed a few seconds later, as by a late webhook.',
  },
] as const;

export type SandboxCardOutcome = (typeof SANDBOX_CARDS)[number]['outcome'];

/** What a typed card number does (spaces and dashes ignored); undefined for any other number. */
export function sandboxCardOutcome(typed: string): SandboxCardOutcome | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return SANDBOX_CARDS.find((card) => card.number.replace(/ /g, '') === digits)?.outcome;
}
