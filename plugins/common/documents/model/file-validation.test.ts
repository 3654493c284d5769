import { describe, expect, it } from 'vitest';
import type { UploadConstraints } from '@portico/contract/documents';
import { characterLabel, groupByReason, partitionFiles, refusalOf } from './file-validation';

const constraints: UploadConstraints = {
  maxFileSizeBytes: 1000, allowedExtensions: ['pdf', 'csv'], forbiddenCharacters: ['/', '?', ':'], maxFileNameLength: 40,
};

describe('refusalOf', () => {
  it.each(['P&L Statement 2025.pdf', 'Invoice #1042.pdf', "Relatório (março), 50% d'O.pdf"])('passes the everyday name %s', (name) => {
    expect(refusalOf({ name, size: 10 }, constraints)).toBeNull();
  });

  it('says an empty file is empty, whatever else is wrong with it', () => {
    expect(refusalOf({ name: 'a:b.exe', size: 0 }, constraints)?.reason).toBe('empty');
  });

  it('gives one reason per file: size, then type, then the name', () => {
    expect(refusalOf({ name: 'a:b.pdf', size: 1001 }, constraints)?.reason).toBe('large');
    expect(refusalOf({ name: 'a:b.exe', size: 10 }, constraints)?.reason).toBe('type');
  });

  it('names the character and suggests a name that passes', () => {
    expect(refusalOf({ name: 'Q1: results.pdf', size: 10 }, constraints)).toMatchObject({
      reason: 'name', nameProblem: { reason: 'INVALID_CHARACTER', character: 'U+003A' }, suggestedName: 'Q1- results.pdf',
    });
    expect(refusalOf({ name: 'report.pdf.', size: 10 }, constraints)?.reason).toBe('type');
    expect(refusalOf({ name: 'CON.pdf', size: 10 }, constraints)).toMatchObject({ nameProblem: { reason: 'RESERVED_NAME' }, suggestedName: '_CON.pdf' });
  });
});

describe('groupByReason', () => {
  it('counts each refused file once, one group per reason', () => {
    const { valid, rejected } = partitionFiles([
      { name: 'empty1.pdf', size: 0 }, { name: 'empty2.pdf', size: 0 }, { name: 'big.pdf', size: 5000 }, { name: 'a?.pdf', size: 1 }, { name: 'ok.pdf', size: 1 },
    ], constraints);
    expect(valid.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(groupByReason(rejected).map((g) => [g.reason, g.files.length])).toEqual([['empty', 2], ['large', 1], ['name', 1]]);
  });
});

describe('characterLabel', () => {
  it('shows a visible character quoted and an invisible one by its code', () => {
    expect(characterLabel('U+003A')).toBe('“:”');
    expect(characterLabel('U+202E')).toBe('U+202E');
  });
});
