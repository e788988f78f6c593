import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { FormikTestForm } from './test/FormikTestForm';
import { RadioGroupField } from './RadioGroupField';

const PREFERENCES = [
  { value: 'original', label: 'Original payment method' },
  { value: 'wallet', label: 'Travel wallet' },
];

it('is chosen through Formik, and asks for a choice when submitted without one', async () => {
  const onSubmit = jest.fn();
  render(
    <FormikTestForm
      initialValues={{ refundTo: '' }}
      validationSchema={yup.object({ refundTo: yup.string().required('Choose where the refund goes') })}
      onSubmit={onSubmit}
    >
      <RadioGroupField id="refund-to" name="refundTo" legend="Refund to" options={PREFERENCES} />
      <button type="submit">Confirm</button>
    </FormikTestForm>,
  );
  const group = screen.getByRole('group', { name: 'Refund to' });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose where the refund goes');
  expect(group).toHaveAccessibleDescription('Choose where the refund goes');

  await userEvent.click(screen.getByRole('radio', { name: 'Travel wallet' }));
  expect(screen.getByRole('radio', { name: 'Travel wallet' })).toBeChecked();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ refundTo: 'wallet' }));
});

it('shows the choice it is given outside Formik and marks the chosen option', async () => {
  const onChange = jest.fn();
  render(
    <RadioGroupField
      id="gw"
      name="gateway"
      legend="Payment gateway"
      hint="Where the refund is sent"
      options={[
        { value: 'razorpay', label: 'Razorpay' },
        { value: 'stripe', label: 'Stripe' },
      ]}
      value="stripe"
      onChange={onChange}
      optionClassName="choice"
    />,
  );
  expect(screen.getByRole('group', { name: 'Payment gateway' })).toHaveAccessibleDescription(
    'Where the refund is sent',
  );
  expect(screen.getByRole('radio', { name: 'Stripe' })).toBeChecked();
  expect(screen.getByText('Stripe')).toHaveClass('choice', 'is-selected');
  expect(screen.getByText('Razorpay')).not.toHaveClass('is-selected');
  await userEvent.click(screen.getByRole('radio', { name: 'Razorpay' }));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange.mock.calls[0][0].target.value).toBe('razorpay');
});

it('moves the choice with the arrow keys, gives its value, and reads an option’s hint as its description, apart from its name', async () => {
  function Bands() {
    const [band, setBand] = useState<'any' | 'morning'>('any');
    return (
      <>
        <RadioGroupField
          id="departure"
          name="departure"
          legend="Departure time"
          className="bands"
          optionClassName="band"
          selectedClassName="is-active"
          optionHintClassName="band__hours"
          options={[
            { value: 'any', label: 'Any time' },
            { value: 'morning', label: 'Morning', hint: '06:00-12:00' },
          ]}
          value={band}
          onValueChange={setBand}
        />
        <p>Showing: {band}</p>
      </>
    );
  }
  render(<Bands />);
  const morning = screen.getByRole('radio', { name: 'Morning' });
  expect(morning).toHaveAccessibleDescription('06:00-12:00');
  expect(screen.getByText('06:00-12:00')).toHaveClass('band__hours');
  expect(screen.getByRole('group', { name: 'Departure time' })).toHaveClass('bands');

  await userEvent.tab();
  expect(screen.getByRole('radio', { name: 'Any time' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(morning).toBeChecked();
  expect(morning.closest('label')).toHaveClass('band', 'is-active');
  expect(screen.getByText('Showing: morning')).toBeInTheDocument();
});
