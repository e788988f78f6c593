import { forgotPasswordEmailProblem, loginProblems } from './loginChecks';
import { resetPasswordSchema, signupFormSchema, validateFirstError, verifySignupSchema } from './auth';

const firstError = async (schema: Parameters<typeof validateFirstError>[0], values: unknown) => {
  const result = await validateFirstError(schema, values);
  return result.ok ? null : result.message;
};

const validSignup = { name: 'Asha', email: 'asha@example.in', mobileNumber: '', password: '123456789', terms: true };

describe('account rules', () => {
  it.each([
    [{ ...validSignup, name: '  ' }, 'Full name is required'],
    [{ ...validSignup, email: '' }, 'Email is required'],
    [{ ...validSignup, email: 'asha@example' }, 'Please enter a valid email address'],
    [{ ...validSignup, email: 'asha @example.in' }, 'Please enter a valid email address'],
    [{ ...validSignup, mobileNumber: '98765' }, 'Mobile number must be exactly 10 digits'],
    [{ ...validSignup, mobileNumber: '98765432100' }, 'Mobile number must be exactly 10 digits'],
    [{ ...validSignup, password: '' }, 'Password is required'],
    [{ ...validSignup, password: '12345678' }, 'Password must be at least 9 characters long'],
    [{ ...validSignup, terms: false }, 'You must accept the terms and conditions'],
  ])('sign-up %j → %s', async (values, message) => {
    expect(await firstError(signupFormSchema, values)).toBe(message);
  });

  it('accepts a valid sign-up with or without a 10-digit mobile', async () => {
    expect(await firstError(signupFormSchema, validSignup)).toBeNull();
    expect(await firstError(signupFormSchema, { ...validSignup, mobileNumber: '9876543210' })).toBeNull();
  });

  it('reports the first field in form order', async () => {
    expect(await firstError(signupFormSchema, { password: '', email: '', name: '' })).toBe('Full name is required');
  });

  it('login needs an email in shape and a password', async () => {
    expect(loginProblems({ email: '', password: 'x' })).toEqual({ email: 'Email is required' });
    expect(loginProblems({ email: 'a@b.co', password: '' })).toEqual({ password: 'Password is required' });
    expect(loginProblems({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('forgot password: blank and invalid email messages', async () => {
    expect(forgotPasswordEmailProblem('')).toBe('Email is required for password reset');
    expect(forgotPasswordEmailProblem('nope')).toBe('Please enter a valid email address');
  });

  it('one-time code: exactly 6 digits', async () => {
    expect(await firstError(verifySignupSchema, { email: 'a@b.co', otp: '12345' })).toBe(
      'The code must be exactly 6 digits',
    );
    expect(await firstError(verifySignupSchema, { email: 'a@b.co', otp: '12345a' })).toBe(
      'The code must be exactly 6 digits',
    );
    const signup = { name: 'Asha Rao', password: 'long-enough-1' };
    expect(await firstError(verifySignupSchema, { email: 'a@b.co', otp: '123456', ...signup })).toBeNull();
  });

  it('verify: the code comes with the password and name the account will have', async () => {
    expect(await firstError(verifySignupSchema, { email: 'a@b.co', otp: '123456', name: 'Asha Rao' })).toBe(
      'Password is required',
    );
    expect(await firstError(verifySignupSchema, { email: 'a@b.co', otp: '123456', password: 'long-enough-1' })).toBe(
      'Full name is required',
    );
  });

  it('reset: the new password follows the sign-up rule', async () => {
    expect(await firstError(resetPasswordSchema, { email: 'a@b.co', otp: '123456', newPassword: 'short' })).toBe(
      'Password must be at least 9 characters long',
    );
  });
});
