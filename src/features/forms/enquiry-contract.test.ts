/**
 * The contract's types against the file: each union of enquiry-contract.ts is written out here as a
 * record the compiler holds to it (a name missing or extra does not compile), and compared with the
 * names the file uses, so neither can change without the other.
 */
import contract from '../../../php/enquiry-rules.json' with { type: 'json' };
import type { EnquiryFlag, EnquiryKind, FieldName, RuleName, WireName } from './enquiry-contract';
import { enquiryContract } from './enquiry-contract';

const every = <T extends string>(names: Record<T, true>) => Object.keys(names).sort();

const kinds = every<EnquiryKind>({ contact: true, quote: true });
const flags = every<EnquiryFlag>({ contact_us: true, estimate: true });
const fields = every<FieldName>({ name: true, email: true, phone: true, message: true, requirement: true });
const wires = every<WireName>({ name: true, to: true, phone: true, message: true, requirement: true });
const rules = every<RuleName>({ name: true, email: true, phone: true, text: true });

describe('the enquiry contract', () => {
  it('names the kinds, flags, fields, request keys and rule sets its types name', () => {
    const fileKinds = Object.values(contract.kinds);
    const fileFields = Object.values(contract.fields);
    expect(Object.keys(contract.kinds).sort()).toEqual(kinds);
    expect(fileKinds.map((kind) => kind.flag).sort()).toEqual(flags);
    expect(Object.keys(contract.fields).sort()).toEqual(fields);
    expect(fileFields.map((field) => field.wire).sort()).toEqual(wires);
    expect(Object.keys(contract.rules).sort()).toEqual(rules);
    expect([...new Set(fileFields.map((field) => field.rules))].sort()).toEqual(rules);
    for (const kind of fileKinds) expect(kind.fields.every((name) => fields.includes(name)), kind.flag).toBe(true);
    expect(contract.wire).toEqual({ kind: 'flag', captchaToken: 'recaptchaToken', honeypot: 'website' });
  });

  it('keeps the request keys and flags deployed forms post', () => {
    expect(enquiryContract.kinds.contact.flag).toBe('contact_us');
    expect(enquiryContract.kinds.quote.flag).toBe('estimate');
    expect(enquiryContract.fields.email.wire).toBe('to');
  });
});
