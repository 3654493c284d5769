/** Event types (tpEvento) the store acts on, shared by the intake, the routes and the printables' workers. */
export const CANCELLATION = '110111';
/** Carta de Correção Eletrônica: its correction prints on the DANFE. */
export const CORRECTION_LETTER = '110110';
