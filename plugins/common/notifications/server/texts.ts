import { featureTexts, formatDate, interpolate, pluralText, type LanguageTag } from '@portico/plugin-server';
import type { NotificationCategory } from '../categories';

export interface NotificationTexts {
  categories: Record<NotificationCategory, string>;
  items: Record<string, string>;
  mail: Record<'greeting' | 'open' | 'why' | 'unsubscribe' | 'preferences' | 'digestIntro' | 'digestSubject_one' | 'digestSubject_other', string>;
  unsubscribePage: Record<'title' | 'confirm' | 'button' | 'done' | 'invalid', string>;
}

export const notificationTexts = (rootDir: string, language: LanguageTag) =>
  featureTexts<NotificationTexts>(rootDir, 'plugins/common/notifications', language);

export type Params = Record<string, string | number>;

/**
 * An item's text as the centre shows it (i18next's `items.<category>` with its variant as the context and the count
 * choosing the plural; a value named "…Date" is a calendar day in the reader's format), for e-mails.
 */
export function itemText(texts: NotificationTexts, category: NotificationCategory, params: Params, language: LanguageTag): string {
  const key = typeof params.variant === 'string' ? `${category}_${params.variant}` : category;
  const text = typeof params.count === 'number' ? pluralText(texts.items, key, params.count, language) : texts.items[key]!;
  return interpolate(text, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, k.endsWith('Date') ? formatDate(String(v), language) : String(v)])));
}
