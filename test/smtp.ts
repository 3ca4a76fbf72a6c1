import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Inbox = {
  port: number;
  /** Every message the server took, parsed, in the order they arrived. */
  messages: ParsedMail[];
  stop: () => Promise<void>;
};

/**
 * A real SMTP server on `port` (no TLS, any sign-in) that keeps what it receives. A recipient
 * whose address starts with `bounce` is refused for good (550), as a real server refuses an
 * unknown mailbox.
 */
export async function startSmtpServer(port: number): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        // As real servers do, the refusal quotes the address.
        callback(Object.assign(new Error(`<${address.address}>: No such mailbox`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
