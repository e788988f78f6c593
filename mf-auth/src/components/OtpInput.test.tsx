import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './OtpInput';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput label="Verification code" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

describe('OtpInput', () => {
  it('has six labelled boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('takes digits only and moves focus to the next box', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('1a2');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(box(3)).toHaveFocus();
  });

  it('Backspace in an empty box clears the previous one', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('123{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
    expect(box(3)).toHaveFocus();
  });

  it('fills every box from pasted numeric text, ignoring what is not a digit', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 12-34 56 ' } });
    expect(screen.getByTestId('value')).toHaveTextContent('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('123456');
  });

  it('ignores a paste with no digits', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'abcdef' } });
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });
});
