import { excerpt, slugToTitle, stripHtml } from './text';

describe('stripHtml', () => {
  it('removes tags, decodes entities and folds white space', () => {
    expect(stripHtml('<p>Roles:&nbsp;<b>Admin</b> &amp; <i>Staff</i></p>\n<ul><li>One</li></ul>')).toBe(
      'Roles: Admin & Staff One',
    );
  });
});

describe('excerpt', () => {
  const long = 'a'.repeat(200);
  it('cuts to the limit and appends the suffix', () => {
    expect(excerpt(long, 130, ' ...')).toBe(`${'a'.repeat(130)} ...`);
    expect(excerpt(long, 120, '...')).toBe(`${'a'.repeat(120)}...`);
    expect(excerpt(long, 250, ' ...')).toBe(long);
  });
  it('leaves text within the limit untouched', () => {
    expect(excerpt('Short text', 130, ' ...')).toBe('Short text');
  });
  it('strips HTML before counting', () => {
    expect(excerpt(`<strong>${'b'.repeat(10)}</strong>${'c'.repeat(10)}`, 15, '...')).toBe(`${'b'.repeat(10)}ccccc...`);
  });
});

describe('slugToTitle', () => {
  it('turns dashes into spaces and upper-cases', () => {
    expect(slugToTitle('fitpass-network')).toBe('FITPASS NETWORK');
  });
});
