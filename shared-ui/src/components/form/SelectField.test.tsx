import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormikTestForm } from './test/FormikTestForm';
import * as yup from 'yup';
import { SelectField } from './SelectField';

const CITIES = [
  { value: 'goa', label: 'Goa' },
  { value: 'pune', label: 'Pune' },
];

it('offers the empty first choice and the options, and says so when nothing is chosen on submit', async () => {
  render(
    <FormikTestForm
      initialValues={{ city: '' }}
      validationSchema={yup.object({ city: yup.string().required('City is required') })}
    >
      <SelectField id="city" name="city" label="City" placeholder="Choose a city" options={CITIES} />
      <button type="submit">Search</button>
    </FormikTestForm>,
  );
  const select = screen.getByLabelText('City');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a city', 'Goa', 'Pune']);

  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('City is required');
  expect(select).toHaveAttribute('aria-invalid', 'true');

  await userEvent.selectOptions(select, 'Pune');
  expect(select).toHaveValue('pune');
  await screen.findByRole('option', { name: 'Pune', selected: true });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('takes option children too, outside Formik', () => {
  render(
    <SelectField id="currency" label="Currency" value="INR" onChange={jest.fn()} error="Currency is required">
      <option value="INR" translate="no">
        INR
      </option>
    </SelectField>,
  );
  expect(screen.getByLabelText('Currency')).toHaveValue('INR');
  expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription('Currency is required');
});
