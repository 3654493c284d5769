import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type ReplyBody } from '../contract';

/** A File as the reply's JSON carries it: its bytes in base64. */
async function encoded(file: File): Promise<ReplyBody['attachments'][number]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { fileName: file.name, content: btoa(binary) };
}

/**
 * The firm's reply: a message and up to three files. A refused reply keeps what was typed and chosen, so the
 * staff member drops or replaces the file and sends again.
 */
export function ReplyForm({ onSend }: { onSend: (body: ReplyBody) => Promise<string | null> }) {
  const { t } = useTranslation('br.service-requests');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), files: useId() };

  const add = (chosen: FileList | null) => {
    const next = [...files, ...Array.from(chosen ?? [])];
    if (picker.current) picker.current.value = '';
    if (next.length > MAX_ATTACHMENTS) return setProblem(t('inbox.tooManyFiles', { count: MAX_ATTACHMENTS }));
    const big = next.find((f) => f.size > MAX_ATTACHMENT_BYTES);
    if (big) return setProblem(t('inbox.fileTooLarge', { name: big.name, count: MAX_ATTACHMENT_BYTES / 1024 / 1024 }));
    setProblem(null);
    setFiles(next);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    try {
      const refused = await onSend({ body: text, attachments: await Promise.all(files.map(encoded)) });
      setProblem(refused);
      if (!refused) {
        setText('');
        setFiles([]);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="sr-answer" onSubmit={send}>
      <label htmlFor={ids.text}>{t('inbox.reply')}</label>
      <textarea id={ids.text} className="portico-input" maxLength={4000} value={text} onChange={(e) => setText(e.target.value)} />
      <label htmlFor={ids.files}>{t('inbox.attach', { count: MAX_ATTACHMENTS })}</label>
      <input id={ids.files} ref={picker} type="file" multiple accept=".pdf,.png,.jpg,.jpeg,.xlsx,.docx,.txt,.csv" onChange={(e) => add(e.target.files)} />
      {files.length > 0 && (
        <ul className="sr-inbox__files" aria-label={t('inbox.chosenFiles')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              {f.name}{' '}
              <button type="button" className="sr-link-button" onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                {t('inbox.removeFile', { name: f.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && <p role="alert" className="sr-form__error">{problem}</p>}
      <div className="sr-form__actions">
        <button type="submit" className="sr-button sr-button--primary" disabled={sending || !text.trim()}>{t('inbox.sendReply')}</button>
      </div>
    </form>
  );
}
