import { useTranslation } from 'react-i18next';
import { Dialog, type Remote } from '@portico/plugin';
import { supportEmailFor, type SupportChannels } from '../contract';
import { mailtoLink } from './issue-report';

export interface ConfirmationScreenProps {
  code: string;
  description: string;
  /** False when the mail limit held the confirmation e-mail back: the text must not say it was sent. */
  confirmationSent: boolean;
  channels: Remote<SupportChannels>;
  onChat: (chat: { chatUrl: string; chatHours: string | null }) => void;
  onClose: () => void;
}

/** Second screen: the report is in; continue by live chat or by e-mail (a mailto carrying the code and description). */
export function ConfirmationScreen({ code, description, confirmationSent, channels, onChat, onClose }: ConfirmationScreenProps) {
  const { t, i18n } = useTranslation('common.support');
  const language = i18n.language;
  const loaded = channels.status === 'loaded' ? channels.data : null;
  // A country (and the US default) without an address: no e-mail option, rather than a dead one.
  const email = loaded && supportEmailFor(language, loaded.emails);
  const mail = { subject: t('reportIssue.mailSubject', { code }), body: t('reportIssue.mailBody', { code, description }) };
  return (
    <Dialog
      title={t('reportIssue.confirmationTitle')}
      onClose={onClose}
      className="report-issue-dialog"
      footer={<button type="button" className="secondary" onClick={onClose}>{t('reportIssue.close')}</button>}
    >
      <p>{t(confirmationSent ? 'reportIssue.confirmationText' : 'reportIssue.confirmationNotSent')}</p>
      {channels.status === 'failed' && (
        <p className="support-channels-failed" role="alert">
          {t('reportIssue.channelsFailed')}{' '}
          <button type="button" className="link-button" onClick={channels.retry}>{t('reportIssue.retry')}</button>
        </p>
      )}
      <ul className="report-issue-options" aria-busy={channels.status === 'loading' || undefined}>
        {/* A firm (and a server) with no chat service: no chat option, rather than a window that cannot chat. */}
        {(!loaded || loaded.chatUrl) && (
          <li>
            <button type="button" className="report-issue-option" disabled={!loaded}
              onClick={() => loaded?.chatUrl && onChat({ chatUrl: loaded.chatUrl, chatHours: loaded.chatHours })}>
              <span>
                <strong>{t('reportIssue.chat')}</strong>
                <small>{loaded?.chatHours ? t('reportIssue.firmChatHint', { hours: loaded.chatHours }) : t('reportIssue.chatHint')}</small>
              </span>
            </button>
          </li>
        )}
        {email ? (
          <li>
            <a className="report-issue-option" href={mailtoLink(email, mail)}>
              <span>
                <strong>{t('reportIssue.email')}</strong>
                <small>{t('reportIssue.emailHint', { email })}</small>
              </span>
            </a>
          </li>
        ) : !loaded && (
          <li>
            <button type="button" className="report-issue-option" disabled>
              <span><strong>{t('reportIssue.email')}</strong></span>
            </button>
          </li>
        )}
      </ul>
    </Dialog>
  );
}
