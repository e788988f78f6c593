import { act, render, screen } from '@testing-library/react';
import type { Faq } from '@travel/contracts/content';
import { FaqSection } from './FaqSection';

const FAQS = [{ _id: 'f1', question: 'Can I cancel?', answer: 'Yes, up to a day before.' }] as Faq[];

describe('FaqSection', () => {
  const original = globalThis.IntersectionObserver;
  let reportNear: (() => void) | undefined;
  beforeEach(() => {
    reportNear = undefined;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        reportNear = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('far below the first screen, asks for its questions only when it comes near', async () => {
    const load = jest.fn(async () => FAQS);
    render(<FaqSection slug="near-test" load={load} whenNear />);
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('Loading questions...')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    act(() => reportNear!());
    expect(await screen.findByRole('button', { name: 'Can I cancel?' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('otherwise asks at once', async () => {
    const load = jest.fn(async () => FAQS);
    render(<FaqSection slug="at-once-test" load={load} />);
    expect(await screen.findByRole('button', { name: 'Can I cancel?' })).toBeInTheDocument();
    expect(reportNear).toBeUndefined();
  });
});
