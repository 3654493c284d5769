import { CND_STATUS_LABELS, type CndStatus } from '../contract';
import { renderTextPdf } from '@portico/plugin-server';
import { formatCnpj } from '@portico/br-kit';

export interface CertificateFacts {
  agencyName: string;
  title: string;
  clientName: string;
  cnpj: string;
  status: CndStatus;
  certificateNumber: string;
  issuedAt: string;
  expiresAt: string;
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** A one-page certificate in the shape the issuing offices use (issuer, title, taxpayer, result, validity, control code). */
export function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  return renderTextPdf({ title: `${facts.title} ${facts.certificateNumber}`, author: facts.agencyName, date: new Date(`${facts.issuedAt}T12:00:00Z`) }, [
    { text: facts.agencyName, size: 12, bold: true },
    { text: facts.title.toUpperCase(), size: 14, bold: true, gap: 10 },
    { text: `Contribuinte: ${facts.clientName}`, gap: 16 },
    { text: `CNPJ: ${formatCnpj(facts.cnpj)}` },
    { text: `Resultado: Certidão ${CND_STATUS_LABELS[facts.status]}`, size: 12, bold: true, gap: 10 },
    { text: `Emitida em ${ddmmyyyy(facts.issuedAt)}, válida até ${ddmmyyyy(facts.expiresAt)}.` },
    { text: `Código de controle da certidão: ${facts.certificateNumber}` },
    { text: 'A aceitação desta certidão está condicionada à verificação de sua autenticidade no sítio do emissor.', size: 9, gap: 20 },
  ]);
}
