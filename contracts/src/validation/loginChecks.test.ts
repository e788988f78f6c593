import { forgotPasswordEmailProblem, loginProblems } from './loginChecks';

const long = 'x'.repeat(129);

describe('the login checks (login page and API alike)', () => {
  it.each([
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: '   ', password: '' }, 'Email is required'],
    [{ email: 'asha@example', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'asha @example.in', password: 'x' }, 'Please enter a valid email address'],
    [{ email: ' asha@example.in ', password: '' }, 'Password is required'],
    [{ email: 'asha@example.in', password: long }, 'Password must be at most 128 characters long'],
    [{ email: 'asha@example.in', password: 'x'.repeat(128) }, undefined],
    [{ email: 'asha@example.in', password: ' ' }, undefined],
  ])('find the first problem of %j', (values, problem) => {
    const problems = loginProblems(values);
    expect(problems.email ?? problems.password).toBe(problem);
  });

  it.each([
    ['', 'Email is required for password reset'],
    ['  ', 'Email is required for password reset'],
    ['nope', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['asha@example.in', undefined],
    [' asha@example.in ', undefined],
  ])('find what Forgot Password finds for %j', (email, problem) => {
    expect(forgotPasswordEmailProblem(email)).toBe(problem);
  });

  it('report each field of the login form', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(loginProblems({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});
