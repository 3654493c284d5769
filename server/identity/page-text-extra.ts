import type { LanguageTag } from '@portico/core/i18n/languages';

/**
 * Texts of the identity pages added with issue 10 (sign-in attempts limited, sign-in opened at another address),
 * in the eight portal languages. The "idp" section of public/assets/auth/i18n/{lang}.json wins over these when
 * it has the same key, so they can move there unchanged.
 */
const EN = {
  tooManyAttempts: 'Too many unsuccessful sign-in attempts. Please wait {{minutes}} minutes, then try again.',
  wrongAddressTitle: 'Open Client Center at its address',
  wrongAddressBody: 'Signing in works only at {{url}}. Open Client Center there and sign in again.',
  wrongAddressLink: 'Go to {{url}}',
};

export const EXTRA_IDP_TEXTS: Record<LanguageTag, Record<string, string>> = {
  'en-us': EN,
  'en-gb': EN,
  'en-au': EN,
  'en-ca': EN,
  'pt-br': {
    tooManyAttempts: 'Muitas tentativas de entrar sem sucesso. Aguarde {{minutes}} minutos e tente novamente.',
    wrongAddressTitle: 'Abra o Client Center no endereço dele',
    wrongAddressBody: 'Só é possível entrar em {{url}}. Abra o Client Center nesse endereço e entre novamente.',
    wrongAddressLink: 'Ir para {{url}}',
  },
  'es-ar': {
    tooManyAttempts: 'Demasiados intentos fallidos de inicio de sesión. Esperá {{minutes}} minutos y volvé a intentarlo.',
    wrongAddressTitle: 'Abrí Client Center en su dirección',
    wrongAddressBody: 'Solo se puede iniciar sesión en {{url}}. Abrí Client Center ahí y volvé a iniciar sesión.',
    wrongAddressLink: 'Ir a {{url}}',
  },
  'fr-ca': {
    tooManyAttempts: 'Trop de tentatives de connexion infructueuses. Veuillez attendre {{minutes}} minutes, puis réessayer.',
    wrongAddressTitle: 'Ouvrez Client Center à son adresse',
    wrongAddressBody: 'La connexion fonctionne seulement à {{url}}. Ouvrez Client Center à cette adresse et connectez-vous de nouveau.',
    wrongAddressLink: 'Aller à {{url}}',
  },
  'nl-nl': {
    tooManyAttempts: 'Te veel mislukte inlogpogingen. Wacht {{minutes}} minuten en probeer het daarna opnieuw.',
    wrongAddressTitle: 'Open Client Center op het juiste adres',
    wrongAddressBody: 'Inloggen werkt alleen op {{url}}. Open Client Center daar en log opnieuw in.',
    wrongAddressLink: 'Ga naar {{url}}',
  },
};
