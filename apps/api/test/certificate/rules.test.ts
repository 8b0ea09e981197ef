import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCertificateId, normaliseCertificateId } from '../../src/modules/certificate/certificate-id';
import { nameFont } from '../../src/modules/certificate/fonts';
import {
  certificateDates,
  certificateGate,
  certificateName,
  formatCertificateDate,
} from '../../src/modules/certificate/gate';

const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_v, i) => from + i);

describe('certificateGate', () => {
  it('refuses 29 of 30 and accepts 30 of 30', () => {
    expect(certificateGate(30, days(1, 29))).toEqual({ eligible: false, daysCompleted: 29, duration: 30 });
    expect(certificateGate(30, days(1, 30))).toEqual({ eligible: true, daysCompleted: 30 });
  });

  it('needs every day, not a count: duplicates and days outside the plan do not fill a gap', () => {
    const gap = [...days(1, 14), ...days(16, 30), 1, 2, 31, 0, -1, 2.5];
    expect(certificateGate(30, gap)).toEqual({ eligible: false, daysCompleted: 29, duration: 30 });
  });

  it('never certifies an empty plan', () => {
    expect(certificateGate(0, []).eligible).toBe(false);
  });

  it('is eligible exactly when the set of days 1..n is complete (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: -2, max: 45 })),
        (n, completed) => {
          const complete = days(1, n).every((day) => completed.includes(day));
          expect(certificateGate(n, completed).eligible).toBe(complete);
        },
      ),
    );
  });
});

describe('certificateDates', () => {
  it('starts at the plan or the first completion, whichever is earlier, and ends at the last completion', () => {
    expect(certificateDates('2025-03-01', ['2025-03-30', '2025-03-02', '2025-03-15'])).toEqual({
      startedOn: '2025-03-01',
      completedOn: '2025-03-30',
    });
    expect(certificateDates('2025-03-05', ['2025-03-04', '2025-04-02'])).toEqual({
      startedOn: '2025-03-04',
      completedOn: '2025-04-02',
    });
  });
});

describe('certificateName', () => {
  it('collapses white space and drops control and bidi characters, keeping Indic joiners', () => {
    expect(certificateName('  Asha \n\t Verma  ')).toBe('Asha Verma');
    expect(certificateName('Asha\u202eamreV')).toBe('Asha amreV');
    expect(certificateName('क्\u200dष')).toBe('क्\u200dष');
  });
});

describe('formatCertificateDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatCertificateDate('2025-03-17')).toBe('17 March 2025');
    expect(formatCertificateDate('2024-12-31')).toBe('31 December 2024');
  });
});

describe('certificate ids', () => {
  it('are PW- and 12 Crockford base32 characters, different every time', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newCertificateId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^PW-[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('use all 32 symbols evenly from random bytes', () => {
    expect(newCertificateId(() => Uint8Array.from([0, 31, 32, 255, 10, 17, 18, 21, 26, 27, 30, 29]))).toBe(
      'PW-0Z0ZAHJNTVYX',
    );
  });

  it('are read back as a person types them', () => {
    expect(normaliseCertificateId('pw-7k3m9qx2r4td')).toBe('PW-7K3M9QX2R4TD');
    expect(normaliseCertificateId(' PW 7K3M 9QX2 R4TD ')).toBe('PW-7K3M9QX2R4TD');
    expect(normaliseCertificateId('PW-O0IL00000000')).toBe('PW-001100000000');
    expect(normaliseCertificateId('PW-7K3M9QX2R4T')).toBeNull();
    expect(normaliseCertificateId('PW-7K3M9QX2R4TU')).toBeNull();
    expect(normaliseCertificateId('../../etc/passwd')).toBeNull();
  });
});

describe('nameFont', () => {
  it('prints Latin names in the display serif, other scripts in a font that has them, and refuses the rest', () => {
    expect(nameFont('Asha Verma')).toBe('Playfair-Bold');
    expect(nameFont('Zoë Łukasz Nguyễn')).toBe('Playfair-Bold');
    expect(nameFont('Анна Иванова')).not.toBeNull();
    expect(nameFont('आशा वर्मा')).toBe('Devanagari-SemiBold');
    expect(nameFont('张伟')).toBeNull();
  });
});
