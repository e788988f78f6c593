import { render, screen } from '@testing-library/react';
import type { Faq } from '@travel/contracts/content';
import { installIntersectionObserver } from '../test/intersectionObserver';
import { FaqSection } from './FaqSection';

const FAQS = [{ _id: 'f1', question: 'Can I cancel?', answer: 'Yes, up to a day before.' }] as Faq[];

describe('FaqSection', () => {
  const viewport = installIntersectionObserver();

  it('far below the first screen, asks for its questions only when it comes near', async () => {
    const load = jest.fn(async () => FAQS);
    render(<FaqSection slug="near-test" load={load} whenNear />);
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('Loading questions...')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    viewport.bringIntoView();
    expect(await screen.findByRole('button', { name: 'Can I cancel?' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('otherwise asks at once', async () => {
    const load = jest.fn(async () => FAQS);
    render(<FaqSection slug="at-once-test" load={load} />);
    expect(await screen.findByRole('button', { name: 'Can I cancel?' })).toBeInTheDocument();
    expect(viewport.watched).toEqual([]);
  });
});
