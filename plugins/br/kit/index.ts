/**
 * The Brazilian kit's browser door (@portico/br-kit), for br features only: CPF, CNPJ and NF-e access key rules
 * and the masks that type them. Isomorphic: a server module checks the same rules. Its other doors:
 * @portico/br-kit/contract (TypeBox schemas and Brasília's calendar day), @portico/br-kit/holidays (server and
 * isomorphic rules only) and @portico/br-kit/server (br_files, the demo data's owner and numbers).
 */
export { charValues, mod11CheckDigit } from './validators/mod11';
export { cpf, isValidCpf, cpfCheckDigits, formatCpf, unmaskCpf } from './validators/cpf';
export { cnpj, isValidCnpj, cnpjCheckDigits, formatCnpj, unmaskCnpj } from './validators/cnpj';
export {
  nfeAccessKey,
  isValidNfeAccessKey,
  decodeNfeAccessKey,
  nfeKeyCheckDigit,
  ACCESS_KEY_PATTERN,
  unmaskNfeKey,
  NFE_MODELS,
  type NfeModel,
  type NfeAccessKeyParts,
} from './validators/nfe-key';
export { CNPJ_MASK, CPF_MASK, CEP_MASK, CNPJ_ALPHANUMERIC_MASK } from './masks';
