import type { PrivacyPolicy } from '@portico/contract/help-links';

/**
 * The portal's own privacy policy, one page per policy language (spec 001 §9). `{firm}` is the firm's name.
 * A firm with a policy of its own points the link there (docs/help.md).
 */
export interface PrivacyText {
  lang: string;
  title: string;
  sections: Array<{ heading: string; text: string }>;
}

export const PRIVACY_TEXTS: Record<PrivacyPolicy, PrivacyText> = {
  en: {
    lang: 'en',
    title: 'Privacy policy',
    sections: [
      { heading: 'Who is responsible', text: '{firm} runs this client portal and decides how the information in it is used. Questions about your data go to your contact at {firm}.' },
      { heading: 'What we keep', text: 'Your name, e-mail address and sign-in history; the documents you and {firm} exchange; the requests you send; and technical records of errors so that we can fix them.' },
      { heading: 'Why', text: 'To provide the accounting and tax services you engaged {firm} for, to keep the portal secure, and to meet legal record-keeping duties.' },
      { heading: 'Who sees it', text: 'The staff of {firm} who serve you, and the providers that host the portal on its behalf. Your information is not sold.' },
      { heading: 'Your rights', text: 'You may ask to see, correct or delete your information, and to know who received it. Ask {firm}; some records must be kept for the periods the law sets.' },
      { heading: 'Cookies', text: 'The portal uses only the cookies it needs to keep you signed in and remember your language.' },
    ],
  },
  es: {
    lang: 'es',
    title: 'Política de privacidad',
    sections: [
      { heading: 'Quién es responsable', text: '{firm} opera este portal de clientes y decide cómo se usa la información que contiene. Las consultas sobre sus datos van a su contacto en {firm}.' },
      { heading: 'Qué guardamos', text: 'Su nombre, correo electrónico e historial de ingresos; los documentos que usted y {firm} intercambian; las solicitudes que envía; y registros técnicos de errores para poder corregirlos.' },
      { heading: 'Para qué', text: 'Para prestar los servicios contables e impositivos que contrató con {firm}, mantener seguro el portal y cumplir las obligaciones legales de conservación.' },
      { heading: 'Quién la ve', text: 'El personal de {firm} que lo atiende y los proveedores que alojan el portal por su cuenta. Su información no se vende.' },
      { heading: 'Sus derechos', text: 'Puede pedir acceder, rectificar o suprimir su información y saber quién la recibió. Pídalo a {firm}; algunos registros deben conservarse los plazos que fija la ley.' },
      { heading: 'Cookies', text: 'El portal usa solo las cookies necesarias para mantener su sesión y recordar su idioma.' },
    ],
  },
  pt: {
    lang: 'pt',
    title: 'Política de privacidade',
    sections: [
      { heading: 'Quem é o controlador', text: '{firm} opera este portal do cliente e decide como as informações nele são tratadas. Dúvidas sobre seus dados: fale com seu contato no escritório ({firm}).' },
      { heading: 'O que guardamos', text: 'Seu nome, e-mail e histórico de acesso; os documentos trocados entre você e {firm}; as solicitações enviadas; e registros técnicos de erros para podermos corrigi-los.' },
      { heading: 'Para quê', text: 'Para prestar os serviços contábeis e fiscais contratados com {firm}, manter o portal seguro e cumprir as obrigações legais de guarda de documentos.' },
      { heading: 'Quem tem acesso', text: 'A equipe de {firm} que atende você e os fornecedores que hospedam o portal em seu nome. Seus dados não são vendidos.' },
      { heading: 'Seus direitos (LGPD)', text: 'Você pode pedir acesso, correção ou eliminação dos seus dados e saber com quem foram compartilhados, conforme a Lei 13.709/2018. Peça ao escritório ({firm}); alguns registros precisam ser guardados pelos prazos legais.' },
      { heading: 'Cookies', text: 'O portal usa apenas os cookies necessários para manter sua sessão e lembrar seu idioma.' },
    ],
  },
  'fr-ca': {
    lang: 'fr-CA',
    title: 'Politique de confidentialité',
    sections: [
      { heading: 'Qui est responsable', text: '{firm} exploite ce portail client et décide de l’usage des renseignements qu’il contient. Vos questions sur vos données vont à votre personne-ressource chez {firm}.' },
      { heading: 'Ce que nous conservons', text: 'Votre nom, votre adresse courriel et l’historique de vos connexions; les documents échangés entre vous et {firm}; les demandes que vous envoyez; et des journaux techniques d’erreurs afin de les corriger.' },
      { heading: 'Pourquoi', text: 'Pour rendre les services comptables et fiscaux que vous avez confiés à {firm}, garder le portail sécuritaire et respecter les obligations légales de conservation.' },
      { heading: 'Qui y a accès', text: 'Le personnel de {firm} qui vous sert et les fournisseurs qui hébergent le portail pour son compte. Vos renseignements ne sont pas vendus.' },
      { heading: 'Vos droits', text: 'Vous pouvez demander à consulter, rectifier ou supprimer vos renseignements et savoir qui les a reçus. Adressez-vous à {firm}; certains dossiers doivent être conservés pendant les délais fixés par la loi.' },
      { heading: 'Témoins (cookies)', text: 'Le portail n’utilise que les témoins nécessaires pour garder votre session et retenir votre langue.' },
    ],
  },
};
