import { SUPPORTED_LANGUAGES } from './languages';
import { languageEndonym } from './language-names';

describe('languageEndonym', () => {
  it('writes each supported language in itself', () => {
    expect(SUPPORTED_LANGUAGES.map(languageEndonym)).toEqual([
      'English (United States)', 'English (United Kingdom)', 'English (Australia)', 'English (Canada)',
      'Español (Argentina)', 'Português (Brasil)', 'Français (Canada)', 'Nederlands (Nederland)',
    ]);
  });
});
