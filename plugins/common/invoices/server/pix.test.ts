import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { crc16, crcMatches, pixPayload } from './pix';

/** The BCB manual's example of a static BR Code (key 123e4567-…, Fulano de Tal, Brasília, no amount, no txid). */
const BCB_EXAMPLE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('the Pix BR Code', () => {
  it("computes CRC16/CCITT-FALSE: the standard check value and the BCB example's CRC", () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(crcMatches(BCB_EXAMPLE)).toBe(true);
    expect(crcMatches(BCB_EXAMPLE.replace('BRASILIA', 'BRASILIO'))).toBe(false);
  });

  it('builds the fields in order: format, merchant account (GUI and key), MCC, currency, amount, country, name, city, txid, CRC', () => {
    const payload = pixPayload({ key: '12345678000195', amountCents: 125_050, merchantName: 'Contábil Horizonte Ltda', merchantCity: 'São Paulo', txid: 'FAT-2026-0001' });
    expect(payload.startsWith('000201')).toBe(true);
    expect(payload).toContain('26360014br.gov.bcb.pix011412345678000195');
    expect(payload).toContain('52040000' + '5303986' + '54071250.50' + '5802BR');
    expect(payload).toContain('5923CONTABIL HORIZONTE LTDA' + '6009SAO PAULO');
    expect(payload).toContain('62150511FAT20260001');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(crcMatches(payload)).toBe(true);
  });

  it('draws a QR code that a reader (zbarimg) reads back as the same payload', async () => {
    const payload = pixPayload({ key: 'pix@horizonte.example', amountCents: 9_900, merchantName: 'Horizonte', merchantCity: 'Campinas', txid: 'A1' });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pix-')), 'qr.png');
    await QRCode.toFile(file, payload, { errorCorrectionLevel: 'M', margin: 4, scale: 6 });
    expect(execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trim()).toBe(payload);
  });
});
