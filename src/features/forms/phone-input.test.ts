import { normalisePhone } from './phone-input';

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+91 098765 43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765\u00a043210', '9876543210'],
    ['98765\u201343210', '9876543210'],
    ['\t98765 43210\n', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
    ['(0) 98765 43210', '9876543210'],
  ])('%j → %j', (raw, digits) => {
    expect(normalisePhone(raw)).toBe(digits);
  });

  it.each([
    ['a number of another country stays for the rule to refuse', '+44 20 7946 0958', '+442079460958'],
    ['91 before nine digits is not a country code', '91 8765 4321', '9187654321'],
    ['a letter stays', '98765x3210', '98765x3210'],
    ['two numbers stay whole', '98765 43210, 91234 56789', '9876543210,9123456789'],
    ['full-width digits stay', '９８７６５４３２１０', '９８７６５４３２１０'],
  ])('%s', (_, raw, kept) => {
    expect(normalisePhone(raw)).toBe(kept);
  });

  it.each(['+91 98765-43210', '0 98765 43210', '+91 0 98765 43210'])('typed key by key, normalised after each, %j ends as the ten digits', (typed) => {
    let value = '';
    for (const key of typed) value = normalisePhone(value + key);
    expect(value).toBe('9876543210');
  });
});
