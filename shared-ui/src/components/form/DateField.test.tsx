import { render, screen } from '@testing-library/react';
import { FormikTestForm } from './test/FormikTestForm';
import { DateField } from './DateField';

it('is a date input with its bounds and its error', () => {
  render(
    <DateField
      id="checkin"
      label="Check-in date"
      min="2026-01-01"
      value="2025-12-31"
      onChange={jest.fn()}
      error="Too early"
    />,
  );
  const input = screen.getByLabelText('Check-in date');
  expect(input).toHaveAttribute('type', 'date');
  expect(input).toHaveAttribute('min', '2026-01-01');
  expect(input).toHaveValue('2025-12-31');
  expect(input).toHaveAccessibleDescription('Too early');
});

it('takes a time of day too with withTime, its value from Formik', () => {
  render(
    <FormikTestForm initialValues={{ departure: '2026-03-01T09:30' }}>
      <DateField id="departure" name="departure" label="Departure" withTime />
    </FormikTestForm>,
  );
  const input = screen.getByLabelText('Departure');
  expect(input).toHaveAttribute('type', 'datetime-local');
  expect(input).toHaveValue('2026-03-01T09:30');
  expect(input).not.toHaveAttribute('aria-invalid');
});

it('lets a form point the input at a message it shows elsewhere', () => {
  render(
    <>
      <DateField
        id="checkout"
        label="Check-out"
        value=""
        onChange={jest.fn()}
        aria-invalid
        aria-describedby="dates-error"
      />
      <p id="dates-error">Check-out must be after check-in</p>
    </>,
  );
  expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription('Check-out must be after check-in');
});
