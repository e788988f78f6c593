import { fireEvent, render, screen } from '@testing-library/react';
import { LoadError } from './LoadError';

it('says what failed and asks again on Try again', () => {
  const onRetry = jest.fn();
  render(<LoadError message="Could not load refunds." onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load refunds.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
