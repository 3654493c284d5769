import { SMTPServer } from 'smtp-server';
import { freePort } from '../../test/support/free-port';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with 550 after its data was sent. */
  refusing: boolean;
  /** So many of the next messages are refused with 550, then the server accepts again. */
  refuseNext: number;
  /** A promise the server waits on before accepting each message, to look at the outbox meanwhile. */
  hold: Promise<void> | undefined;
  /** Messages whose data arrived and that wait on `hold` for their answer. */
  waiting: number;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port, no TLS, no authentication; it keeps what it accepted. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const state: TestSmtpServer = { url: `smtp://127.0.0.1:${port}`, received: [], refusing: false, refuseNext: 0, hold: undefined, waiting: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          state.waiting += 1;
          await state.hold;
          state.waiting -= 1;
          if (state.refuseNext > 0) {
            state.refuseNext -= 1;
            return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          }
          if (state.refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          state.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
