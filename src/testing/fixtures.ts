/** Small guards for test fixtures: a missing fixture fails the test with a plain message. */

/** The value, or a failed test when it is missing. */
export function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('missing test fixture');
  return value;
}

/** The item at `index`, failing the test when it is missing. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}
