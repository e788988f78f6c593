import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '@travel/shared-ui/faq-section';

describe('Accordion from /faq-section (remotes built before 2.5.2)', () => {
  it('draws the list once its code is there: one item open at a time, each a button', async () => {
    render(
      <Accordion
        headingLevel={3}
        items={[
          { id: 'a', title: 'Can I cancel?', content: <p>Yes, from My Trips.</p> },
          { id: 'b', title: 'When is my refund?', content: <p>Within 7 days.</p> },
        ]}
      />,
    );
    const first = await screen.findByRole('button', { name: 'Can I cancel?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, from My Trips.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'When is my refund?' }));
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Within 7 days.')).toBeVisible();
  });
});
