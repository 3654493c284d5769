/**
 * The eSocial tables the termination and leave requests choose from, with their official codes and names.
 * Sources: eSocial S-1.x "Tabelas do eSocial", Tabela 18 (Motivos de Afastamento, event S-2230) and Tabela 19
 * (Motivos de Desligamento, event S-2299), as transcribed in eMensageriaPro (CHOICES_S2230_CODMOTAFAST,
 * CHOICES_S2299_MTVDESLIG) and in the S-1.0 table updates of public payroll systems; domain notes BR-DOMAIN.md §1.7, §1.8.
 * Only the codes that apply to a private company's CLT employees are offered; public-sector, military, domestic and
 * port-worker codes are left out. The browser shows translated labels (i18n termination.reasons / leave.reasons).
 */

/** Which aviso prévio a reason admits (CLT arts. 487–491; TST Súmulas 14, 44 and 276; CLT art. 484-A). */
export type NoticePolicy =
  | 'none' // no aviso prévio: justa causa, end of a fixed-term contract, death
  | 'employer' // the employer owes it, worked or indemnified (proportional under Lei 12.506/2011)
  | 'resignation' // the employee owes 30 days; the employer may also waive it (dispensa do cumprimento)
  | 'indemnified' // always paid, never worked (rescisão indireta art. 487 §4; culpa recíproca, Súmula 14: half)
  | 'any'; // depends on the contract (art. 481 clause, factum principis, force majeure)

export interface TerminationReason {
  code: string;
  name: string;
  notice: NoticePolicy;
  /** Aviso prévio indenizado is due by half (acordo art. 484-A I a; culpa recíproca, Súmula 14 TST). */
  halfNotice?: boolean;
}

/** eSocial Tabela 19: Motivos de Desligamento (mtvDeslig). */
export const TERMINATION_REASONS: readonly TerminationReason[] = [
  { code: '01', name: 'Rescisão com justa causa, por iniciativa do empregador', notice: 'none' },
  { code: '02', name: 'Rescisão sem justa causa, por iniciativa do empregador', notice: 'employer' },
  { code: '03', name: 'Rescisão antecipada do contrato a termo por iniciativa do empregador', notice: 'any' },
  { code: '04', name: 'Rescisão antecipada do contrato a termo por iniciativa do empregado', notice: 'any' },
  { code: '05', name: 'Rescisão por culpa recíproca', notice: 'indemnified', halfNotice: true },
  { code: '06', name: 'Rescisão por término do contrato a termo', notice: 'none' },
  { code: '07', name: 'Rescisão do contrato de trabalho por iniciativa do empregado', notice: 'resignation' },
  { code: '08', name: 'Rescisão do contrato de trabalho por interesse do(a) empregado(a), nas hipóteses previstas nos arts. 394 e 483, § 1º, da CLT', notice: 'none' },
  { code: '09', name: 'Rescisão por opção do empregado em virtude de falecimento do empregador individual ou empregador doméstico', notice: 'none' },
  { code: '10', name: 'Rescisão por falecimento do empregado', notice: 'none' },
  { code: '14', name: 'Rescisão do contrato de trabalho por encerramento da empresa, de seus estabelecimentos ou supressão de parte de suas atividades ou falecimento do empregador individual ou empregador doméstico sem continuação da atividade', notice: 'employer' },
  { code: '17', name: 'Rescisão indireta do contrato de trabalho', notice: 'indemnified' },
  { code: '26', name: 'Rescisão do contrato de trabalho por paralisação temporária ou definitiva da empresa, estabelecimento ou parte das atividades motivada por atos de autoridade municipal, estadual ou federal', notice: 'any' },
  { code: '27', name: 'Rescisão por motivo de força maior', notice: 'any' },
  { code: '33', name: 'Rescisão por acordo entre as partes (art. 484-A da CLT)', notice: 'employer', halfNotice: true },
];

export interface LeaveReason {
  code: string;
  name: string;
  /** The leave lasts exactly this many calendar days (CLT arts. 392, 392-A, 395; Lei 11.770/2008). */
  fixedDays?: number;
  /** The leave may last at most this many calendar days (CLT art. 474). */
  maxDays?: number;
}

/** eSocial Tabela 18: Motivos de Afastamento (codMotAfast). */
export const LEAVE_REASONS: readonly LeaveReason[] = [
  { code: '01', name: 'Acidente/Doença do trabalho' },
  { code: '03', name: 'Acidente/Doença não relacionada ao trabalho' },
  { code: '16', name: 'Licença remunerada - Lei, liberalidade da empresa ou Acordo/Convenção Coletiva de Trabalho' },
  { code: '17', name: 'Licença maternidade', fixedDays: 120 },
  { code: '18', name: 'Licença maternidade - Prorrogação por 60 dias, Lei 11.770/2008 (Empresa Cidadã), inclusive para o cônjuge sobrevivente', fixedDays: 60 },
  { code: '19', name: 'Licença maternidade - Afastamento temporário por motivo de aborto não criminoso', fixedDays: 14 },
  { code: '20', name: 'Licença maternidade - Afastamento temporário por motivo de licença-maternidade decorrente de adoção ou guarda judicial de criança, inclusive para o cônjuge sobrevivente', fixedDays: 120 },
  { code: '21', name: 'Licença não remunerada ou sem vencimento' },
  { code: '24', name: 'Mandato sindical - Afastamento temporário para exercício de mandato sindical' },
  { code: '25', name: 'Mulher vítima de violência - Art. 9º, § 2º, inciso II, da Lei 11.340/2006 - Lei Maria da Penha' },
  { code: '29', name: 'Serviço militar - Afastamento temporário para prestar serviço militar obrigatório' },
  { code: '30', name: 'Suspensão disciplinar - CLT, art. 474', maxDays: 30 },
  { code: '35', name: 'Licença maternidade - Antecipação e/ou prorrogação mediante atestado médico' },
];

export const TERMINATION_REASON_CODES = TERMINATION_REASONS.map((r) => r.code);
export const LEAVE_REASON_CODES = LEAVE_REASONS.map((r) => r.code);

export const terminationReason = (code: string): TerminationReason | undefined => TERMINATION_REASONS.find((r) => r.code === code);
export const leaveReason = (code: string): LeaveReason | undefined => LEAVE_REASONS.find((r) => r.code === code);
