import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port: e-mail is asserted as delivered, not as a mock call. While
 * `refuseAfter` is a number, messages past that many are refused (451), as a failing relay would.
 */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { refuseAfter: null as number | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuseAfter !== null && received.length >= state.refuseAfter) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    /** Refuse every message past `count` received in all (null: take them all again). */
    refuseAfter(count: number | null) {
      state.refuseAfter = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
