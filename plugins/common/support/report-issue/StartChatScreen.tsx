import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@portico/plugin';
import { CHAT_OPEN_DELAY_MS } from './issue-report';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Third screen: the reference code to quote, with a copy button, and the chat hours. The chat window opens
 * CHAT_OPEN_DELAY_MS after this screen shows (spec 001 §9); the link is there if a popup blocker stopped it.
 */
export function StartChatScreen({ code, chatHref, chatHours, onDone }: { code: string; chatHref: string; chatHours: string | null; onDone: () => void }) {
  const { t } = useTranslation('common.support');
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      const chat = window.open(chatHref, '_blank');
      // The chat page must not be able to steer the portal's window.
      if (chat) chat.opener = null;
    }, CHAT_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chatHref]);

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Dialog
      title={t('reportIssue.startChatTitle')}
      onClose={onDone}
      initialFocus={copyButton}
      className="report-issue-dialog"
      footer={<button type="button" onClick={onDone}>{t('reportIssue.done')}</button>}
    >
      <p>{t('reportIssue.startChatText')}</p>
      <div className="report-issue-code">
        <span className="report-issue-code-label">{t('reportIssue.codeLabel')}</span>
        <span className="report-issue-code-value" data-testid="reference-code">{code}</span>
        <button ref={copyButton} type="button" className="secondary" onClick={copyCode}>{t('reportIssue.copy')}</button>
      </div>
      <p className="report-issue-copy-status" role="status">
        {copy === 'copied' && t('reportIssue.copied')}
        {copy === 'failed' && t('reportIssue.copyFailed')}
      </p>
      <p>{chatHours ? t('reportIssue.firmHours', { hours: chatHours }) : t('reportIssue.hours')}</p>
      <p>
        <a href={chatHref} target="_blank" rel="noopener">{t('reportIssue.openChat')}</a>
      </p>
    </Dialog>
  );
}
