import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormikTestForm } from './test/FormikTestForm';
import * as yup from 'yup';
import { CheckboxField } from './CheckboxField';

it('is ticked through Formik, and asks for it when submitted unticked', async () => {
  const onSubmit = jest.fn();
  render(
    <FormikTestForm
      initialValues={{ terms: false }}
      validationSchema={yup.object({ terms: yup.boolean().oneOf([true], 'Please accept the terms') })}
      onSubmit={onSubmit}
    >
      <CheckboxField
        id="terms"
        name="terms"
        label={
          <>
            I agree to the <a href="/terms">terms</a>
          </>
        }
      />
      <button type="submit">Sign up</button>
    </FormikTestForm>,
  );
  const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the terms');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Please accept the terms');

  await userEvent.click(box);
  expect(box).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ terms: true }));
});

it('shows the checked state it is given outside Formik', async () => {
  const onChange = jest.fn();
  render(<CheckboxField id="insurance" label="I have travel insurance" checked onChange={onChange} />);
  const box = screen.getByRole('checkbox', { name: 'I have travel insurance' });
  expect(box).toBeChecked();
  await userEvent.click(box);
  expect(onChange).toHaveBeenCalledTimes(1);
});
