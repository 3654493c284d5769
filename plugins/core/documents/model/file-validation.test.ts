import { describe, expect, it } from 'vitest';
import type { UploadConstraints } from '@portico/contract/documents';
import { joinReasons, partitionFiles, uploadReasons } from './file-validation';

const constraints: UploadConstraints = {
  maxFileSizeBytes: 1000, allowedExtensions: ['pdf', 'csv'], forbiddenCharacters: ['/', '?', ':'], maxFileNameLength: 40,
};

describe('uploadReasons', () => {
  it('passes a good file', () => {
    expect(uploadReasons({ name: 'Receipts 2024.pdf', size: 1000 }, constraints)).toEqual([]);
  });

  it('reports each failed check in spec order', () => {
    expect(uploadReasons({ name: 'bad:name.pdf', size: 10 }, constraints)).toEqual(['uploadErrorReasonChars']);
    expect(uploadReasons({ name: 'big.pdf', size: 1001 }, constraints)).toEqual(['uploadErrorReasonLarge']);
    expect(uploadReasons({ name: 'run.exe', size: 1 }, constraints)).toEqual(['uploadErrorReasonFileType']);
    expect(uploadReasons({ name: 'a?b.exe', size: 5000 }, constraints)).toEqual([
      'uploadErrorReasonChars', 'uploadErrorReasonLarge', 'uploadErrorReasonFileType',
    ]);
  });

  it('accepts everyday accounting names the server accepts', () => {
    for (const name of ['P&L Statement 2025.pdf', 'Invoice #1042.pdf', '50% deposit.pdf']) {
      expect(uploadReasons({ name, size: 1 }, constraints)).toEqual([]);
    }
  });

  it('treats control and invisible characters, leading dots, reserved and over-long names as bad characters', () => {
    expect(uploadReasons({ name: 'invoice\u202Efdp.exe.pdf', size: 1 }, constraints)).toContain('uploadErrorReasonChars');
    expect(uploadReasons({ name: 'CON.pdf', size: 1 }, constraints)).toContain('uploadErrorReasonChars');
    expect(uploadReasons({ name: 'tab\there.pdf', size: 1 }, constraints)).toContain('uploadErrorReasonChars');
    expect(uploadReasons({ name: '.hidden.pdf', size: 1 }, constraints)).toContain('uploadErrorReasonChars');
    expect(uploadReasons({ name: `${'x'.repeat(40)}.pdf`, size: 1 }, constraints)).toContain('uploadErrorReasonChars');
  });
});

describe('partitionFiles and joinReasons', () => {
  it('splits valid and rejected files and joins translated reasons with commas', () => {
    const { valid, rejected } = partitionFiles([{ name: 'ok.csv', size: 1 }, { name: 'no?.exe', size: 2000 }], constraints);
    expect(valid.map((f) => f.name)).toEqual(['ok.csv']);
    expect(rejected).toHaveLength(1);
    expect(joinReasons(rejected[0]!.reasons, (k) => `<${k}>`)).toBe(
      '<uploadErrorReasonChars>, <uploadErrorReasonLarge>, <uploadErrorReasonFileType>',
    );
  });
});
