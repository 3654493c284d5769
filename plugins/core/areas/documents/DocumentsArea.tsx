import { useTranslation } from 'react-i18next';

// The documents area is built in its own issue; until then the route exists and says so.
export default function DocumentsArea() {
  const { t } = useTranslation();
  return <h1>{t('nav.documents')}</h1>;
}
