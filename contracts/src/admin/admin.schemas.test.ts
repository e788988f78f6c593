import { Value } from '@sinclair/typebox/value';
import { CancellationListQuery, DEFAULT_CANCELLATION_FILTER } from '.';

describe('the cancellation list filter', () => {
  it('defaults, left out of the query, to the filter the page starts with', () => {
    expect(Value.Default(CancellationListQuery, {})).toEqual(DEFAULT_CANCELLATION_FILTER);
    expect(Value.Check(CancellationListQuery, DEFAULT_CANCELLATION_FILTER)).toBe(true);
  });

  it('refuses a status the list does not have', () => {
    expect(Value.Check(CancellationListQuery, { ...DEFAULT_CANCELLATION_FILTER, status: 'cancelled' })).toBe(false);
  });
});
