import { VALIDATION_KEYS, type ValidationErrorKey } from './error-keys';

/**
 * Durations such as worked hours ("120:30"): at most one colon, up to 3 hour digits and
 * 2 minute digits, minutes not above 59. Empty is valid.
 */
export function hourMinute(value: string): ValidationErrorKey | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/^[\d:]*$/.test(text) || text.split(':').length > 2) return VALIDATION_KEYS.invalidSeparator;
  const [hours = '', minutes = ''] = text.split(':');
  if (hours.length > 3) return VALIDATION_KEYS.invalidHourPlaces;
  if (minutes.length > 2) return VALIDATION_KEYS.invalidMinutePlaces;
  if (minutes !== '' && Number(minutes) > 59) return VALIDATION_KEYS.invalidMinute;
  return null;
}
