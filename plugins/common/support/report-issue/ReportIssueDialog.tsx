import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { apiErrorCode, type DialogProps, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { SUPPORT_API, type SupportChannels } from '../contract';
import { ConfirmationScreen } from './ConfirmationScreen';
import { DescriptionScreen, type SubmitOutcome } from './DescriptionScreen';
import { StartChatScreen } from './StartChatScreen';
import { chatLink, submitIssue } from './issue-report';
import '../support.css';

type Screen =
  | { name: 'description' }
  | { name: 'confirmation'; code: string; description: string; confirmationSent: boolean }
  | { name: 'start-chat'; code: string; chatUrl: string; chatHours: string | null };

/**
 * Report an issue (spec 001 §4): description → confirmation → start-chat. It opens on an empty description each
 * time (a new dialog per opening) and moves on only once the log batch and the confirmation e-mail both went, or
 * the report went and the mail limit held the e-mail back (the confirmation screen then says none was sent).
 */
export default function ReportIssueDialog({ close }: DialogProps) {
  const kernel = useKernel();
  const { i18n } = useTranslation('common.support');
  const http = kernel.get(TOKENS.Http);
  const logger = kernel.get(TOKENS.Logger);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const [screen, setScreen] = useState<Screen>({ name: 'description' });
  // Loaded while the user types, so the options are ready on the confirmation screen.
  const channels = useRemoteQuery(['common.support', 'channels'], (signal) => http.get<SupportChannels>(SUPPORT_API.channels, { signal }));

  const submit = async (description: string): Promise<SubmitOutcome> => {
    try {
      const { code, confirmationSent } = await submitIssue({
        http, logger, session: kernel.get(TOKENS.Session), profile: kernel.get(TOKENS.Profile),
        language: i18n.language, page: window.location.pathname, clientId: activeClientId,
      }, description);
      setScreen({ name: 'confirmation', code, description, confirmationSent });
      return { sent: true };
    } catch (error) {
      logger.error('support', 'The issue report could not be sent', error);
      return { sent: false, code: await apiErrorCode(error) };
    }
  };

  switch (screen.name) {
    case 'description':
      return <DescriptionScreen onSubmit={submit} onClose={close} />;
    case 'confirmation':
      return (
        <ConfirmationScreen
          code={screen.code}
          description={screen.description}
          confirmationSent={screen.confirmationSent}
          channels={channels}
          onChat={({ chatUrl, chatHours }) => setScreen({ name: 'start-chat', code: screen.code, chatUrl, chatHours })}
          onClose={close}
        />
      );
    case 'start-chat':
      return (
        <StartChatScreen
          code={screen.code}
          chatHref={chatLink(screen.chatUrl, screen.code, i18n.language)}
          chatHours={screen.chatHours}
          onDone={close}
        />
      );
  }
}
