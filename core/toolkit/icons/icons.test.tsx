import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SUPPORTED_LANGUAGES as LANGUAGES } from '@portico/core/i18n/languages';
import { createTestI18n, textsOf } from '../../../test/support/i18n';
import { ACTION_ICON_TYPES, isActionIconType } from './action-icons';
import { ActionIcon, Icon } from './icons';

/** The action icon types exactly as spec 001 §3 lists them. */
const SPEC_ICON_TYPES =
  'badge, barChart, cabinetOpen, clock, receipt, entries, registration, storedDocuments, cfe, cte, invoiceDownload, nfe, nfce, invoiceProcessing, storedDocumentsProtocols, employeeLeave, employeeRegistration, general, internRegistration, partnerRegistration, payrollEntries, priorNoticeTermination, priorNoticeVacation, terminationCalculation, vacationCalculation'.split(', ');

describe('action icons', () => {
  it('has one icon per spec icon type, named as the spec names it', () => {
    expect(SPEC_ICON_TYPES).toHaveLength(25);
    expect([...ACTION_ICON_TYPES].sort()).toEqual([...SPEC_ICON_TYPES].sort());
    expect(isActionIconType('nfe')).toBe(true);
    expect(isActionIconType('toString')).toBe(false);
    expect(isActionIconType('add')).toBe(false);
  });

  it('gives every icon a translated accessible name in every language', () => {
    for (const lang of LANGUAGES) {
      const icons = textsOf('toolkit', lang)?.icons as Record<string, string> | undefined;
      for (const type of SPEC_ICON_TYPES) expect(icons?.[type], `${lang} icons.${type}`).toMatch(/\S/);
    }
  });

  it('renders each icon as a named image with a title', async () => {
    const i18n = await createTestI18n(['toolkit'], 'pt-br');
    const { getByRole } = render(
      <I18nextProvider i18n={i18n}>
        {SPEC_ICON_TYPES.map((type) => (
          <ActionIcon key={type} type={type as never} />
        ))}
      </I18nextProvider>,
    );
    expect(getByRole('img', { name: 'Aviso de férias' }).querySelector('title')?.textContent).toBe('Aviso de férias');
    for (const type of SPEC_ICON_TYPES) {
      const name = (textsOf('toolkit', 'pt-br')!.icons as Record<string, string>)[type]!;
      expect(getByRole('img', { name }).querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
  });

  it('stays silent when decorative or unlabelled', async () => {
    const i18n = await createTestI18n(['toolkit']);
    const { container, queryAllByRole } = render(
      <I18nextProvider i18n={i18n}>
        <ActionIcon type="nfe" decorative />
        <Icon name="add" />
      </I18nextProvider>,
    );
    expect(queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });
});

describe('Icon', () => {
  it("keeps portico-icon beside a caller's own class", () => {
    const { container } = render(<><Icon name="lock" className="documents-lock" /><Icon name="add" /></>);
    expect([...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'))).toEqual(['portico-icon documents-lock', 'portico-icon']);
  });
});
