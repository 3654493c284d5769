import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useKernel } from '@portico/plugin';
import { ENDPOINTS, IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageSlot, type ImageType, type ThemeSettings } from '../contract';
import { useSave } from './use-save';

/** A file's bytes as base64, as the upload's JSON body carries them. */
const base64Of = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});

const isImageType = (type: string): type is ImageType => (IMAGE_TYPES as readonly string[]).includes(type);

/** The logo's or the banner's image: what is shown now, a file to upload in its place, and a remove button. */
export function ImageField({ slot, current, onSaved }: { slot: ImageSlot; current: string | null; onSaved: (theme: ThemeSettings) => void }) {
  const { t } = useTranslation('common.firm-settings');
  const http = useKernel().get(TOKENS.Http);
  const id = useId();
  const save = useSave();
  const [refusal, setRefusal] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const contentType = file.type;
    if (!isImageType(contentType)) return setRefusal(t('images.wrongType'));
    if (file.size > MAX_IMAGE_BYTES) return setRefusal(t('images.tooLarge', { count: MAX_IMAGE_BYTES / 1024 }));
    setRefusal(null);
    await save.run(async () => onSaved(await call(http, ENDPOINTS.putFirmThemeImage, { params: { slot }, body: { contentType, data: await base64Of(file) } })));
  };
  const remove = () => save.run(async () => onSaved(await call(http, ENDPOINTS.deleteFirmThemeImage, { params: { slot } })));

  const error = refusal ?? (save.state.status === 'failed' ? t(`errors.${save.state.code ?? 'generic'}`, { defaultValue: t('errors.generic') }) : null);
  return (
    <div className="settings-field settings-image">
      <span className="settings-image-label">{t(`images.${slot}`)}</span>
      {current ? <img src={current} alt={t(`images.${slot}Current`)} /> : <p className="settings-empty">{t('images.none')}</p>}
      <span className="settings-image-actions">
        <label className="button secondary">
          {t(current ? 'images.replace' : 'images.upload', { image: t(`images.${slot}`) })}
          <input className="settings-file" type="file" accept={IMAGE_TYPES.join(',')} onChange={upload}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} disabled={save.saving} />
        </label>
        {current && <button type="button" className="secondary" onClick={remove} disabled={save.saving}>{t('images.remove', { image: t(`images.${slot}`) })}</button>}
      </span>
      <small id={`${id}-hint`}>{t('images.hint', { count: MAX_IMAGE_BYTES / 1024 })}</small>
      <p role="status" className="settings-image-status">{save.saving && t('save.saving')}</p>
      {error && <small id={`${id}-error`} className="settings-field-error" role="alert">{error}</small>}
    </div>
  );
}
