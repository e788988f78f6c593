import { forgotPasswordSchema, loginSchema, validateFirstError } from './auth';
import { forgotPasswordEmailProblem, loginProblems } from './loginChecks';

const long = 'x'.repeat(129);

describe('the login checks without yup', () => {
  it.each([
    { email: '', password: 'x' },
    { email: '   ', password: '' },
    { email: 'asha@example', password: 'x' },
    { email: 'asha @example.in', password: 'x' },
    { email: ' asha@example.in ', password: '' },
    { email: 'asha@example.in', password: long },
    { email: 'asha@example.in', password: 'x'.repeat(128) },
    { email: 'asha@example.in', password: ' ' },
  ])('find what loginSchema finds first for %j', async (values) => {
    const schema = await validateFirstError(loginSchema, values);
    const problems = loginProblems(values);
    expect(problems.email ?? problems.password).toBe(schema.ok ? undefined : schema.message);
  });

  it.each(['', '  ', 'nope', 'a@b', 'asha@example.in', ' asha@example.in '])(
    'find what forgotPasswordSchema finds for %j',
    async (email) => {
      const schema = await validateFirstError(forgotPasswordSchema, { email });
      expect(forgotPasswordEmailProblem(email)).toBe(schema.ok ? undefined : schema.message);
    },
  );

  it('report each field of the login form', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(loginProblems({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});
