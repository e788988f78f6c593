import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormikTestForm } from './test/FormikTestForm';
import * as yup from 'yup';
import { TextField } from './TextField';

const schema = yup.object({ email: yup.string().required('Email is required').email('Enter a valid email') });

function EmailForm({ onSubmit = jest.fn() }: { onSubmit?: (values: { email: string }) => void }) {
  return (
    <FormikTestForm initialValues={{ email: '' }} validationSchema={schema} onSubmit={onSubmit}>
      <TextField id="email" name="email" label="Email" type="email" hint="We never share it." />
      <button type="submit">Send</button>
    </FormikTestForm>
  );
}

describe('TextField in a Formik form', () => {
  it('shows no error until the field is left, then says what is wrong and marks the input', async () => {
    render(<EmailForm />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'not-an-email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email');
  });

  it('shows every error on submit and hands over the typed value once it is valid', async () => {
    const onSubmit = jest.fn();
    render(<EmailForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com' }));
  });

  it('puts the message in the line kept for it, so what follows the field stays where it was', async () => {
    render(<EmailForm />);
    const input = screen.getByLabelText('Email');
    // The line is there, empty, before there is a message (global.css gives it one line's height; the e2e
    // flight-checkout.spec.ts measures that the next control does not move).
    const line = input.parentElement!.querySelector('.tp-field__message');
    expect(line).toBeEmptyDOMElement();
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(line).toContainElement(screen.getByRole('alert'));
    expect(input.parentElement!.querySelectorAll('.tp-field__message')).toHaveLength(1);
  });

  it('lets an explicit error win over Formik', () => {
    render(
      <FormikTestForm initialValues={{ email: '' }}>
        <TextField id="email" name="email" label="Email" error="No account has this email" />
      </FormikTestForm>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No account has this email');
  });
});

describe('TextField outside Formik', () => {
  it('shows the value, the change handler and the error it is given', async () => {
    const onChange = jest.fn();
    render(<TextField id="name" label="Name" value="Ana" error="Name is too short" onChange={onChange} />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveValue('Ana');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is too short');
    expect(screen.getByRole('alert')).toHaveClass('tp-field__error');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('has neither message nor aria-invalid without an error', () => {
    render(<TextField id="name" label="Name" value="" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
