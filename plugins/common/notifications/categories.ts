/**
 * What the portal notifies, by category: who hears of it (a client company's contacts, its firm's staff, or the one
 * person the event names) and the default channel. Isomorphic: the preferences screen lists them, the server routes each event by them.
 */
export const NOTIFICATION_CATEGORIES = {
  documentFromFirm: 'client',
  taskAssigned: 'client',
  taskDue: 'client',
  requestAnswered: 'client',
  newsPublished: 'client',
  /** A client company's A1 certificate (br.manifest) expires in 30, then 7 days. */
  certificateExpiring: 'client',
  /** An NF-e received by a client company (br.manifest) still without its conclusive event, on the reminder schedule up to its deadline. */
  manifestDeadline: 'client',
  /** A client company's CND (br.cnd) expires in 30, then 7 days, or is positive (debts with its issuer). */
  clearanceCertificate: 'client',
  /** An invoice (common.invoices) the firm issued; then, once, one unpaid past its due date. */
  invoiceIssued: 'client',
  invoiceOverdue: 'client',
  /** A br service request the firm sent back, weekly to its author while it waits for the correction. */
  requestSentBack: 'client',
  clientUpload: 'firm',
  requestSubmitted: 'firm',
  taskSubmitted: 'firm',
  clientCertificateExpiring: 'firm',
  clientClearanceCertificate: 'firm',
  /** Box-E's intake refused files, or SEFAZ's distribution failed, for one of the firm's clients. */
  intakeFailed: 'firm',
  /** A sign-in from a browser and system not seen before for that person (client or staff): to them alone. */
  newDeviceSignIn: 'person',
} as const;

export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORIES;
export type NotificationAudience = (typeof NOTIFICATION_CATEGORIES)[NotificationCategory];
export const CATEGORY_NAMES = Object.keys(NOTIFICATION_CATEGORIES) as NotificationCategory[];

export const CHANNELS = ['none', 'email', 'inApp', 'both'] as const;
export type Channel = (typeof CHANNELS)[number];
export const FREQUENCIES = ['immediately', 'dailyDigest'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/**
 * What a person gets before choosing: both channels, each e-mail at once; a client's upload only in the portal, as
 * the documents' own upload notice already e-mails the firm when the client asks it to.
 */
export const defaultPreference = (category: NotificationCategory): { channel: Channel; frequency: Frequency } =>
  ({ channel: category === 'clientUpload' ? 'inApp' : 'both', frequency: 'immediately' });

/** A client's or the firm's categories, each with those addressed to one person (both audiences have them). */
export const categoriesFor = (audience: Exclude<NotificationAudience, 'person'>) =>
  CATEGORY_NAMES.filter((c) => NOTIFICATION_CATEGORIES[c] === audience || NOTIFICATION_CATEGORIES[c] === 'person');
export const hasEmail = (channel: Channel) => channel === 'email' || channel === 'both';
export const hasInApp = (channel: Channel) => channel === 'inApp' || channel === 'both';
