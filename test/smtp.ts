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
 * unknown mailbox. With `login`, it takes mail only after that sign-in (535 for any other).
 */
export async function startSmtpServer(port: number, login?: { user: string; password: string }): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && (auth.username !== login.user || auth.password !== login.password)) {
        callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username });
    },
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
