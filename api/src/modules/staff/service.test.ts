import { auditText, csvField } from './audit-log';

describe('the audit’s text', () => {
  it('keeps only what Postgres can store, at most 200 characters', () => {
    expect(auditText('ab\u0000cd')).toBe('abcd');
    expect(auditText('a\ud800b')).toBe('a\ufffdb');
    expect(auditText('😀 Ayşe')).toBe('😀 Ayşe');
    expect(auditText('x'.repeat(300))).toHaveLength(200);
    expect(auditText(null)).toBeNull();
  });

  it('writes CSV fields a spreadsheet reads as text, never as a formula', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField(null)).toBe('');
    expect(csvField({ role: 'owner' })).toBe('"{""role"":""owner""}"');
  });
});
