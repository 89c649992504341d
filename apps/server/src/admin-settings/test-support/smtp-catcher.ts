import { createServer, type Server, type Socket } from 'node:net';

/** A mail an SMTP client delivered: the envelope and the raw message. */
export interface CaughtMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpCatcher {
  port: number;
  mails: CaughtMail[];
  /** Waits until a mail for `to` has arrived. */
  nextMailTo(to: string, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/**
 * A plain SMTP server on loopback that takes every mail, for tests of the outgoing email settings. It speaks just
 * enough of RFC 5321 (EHLO, AUTH PLAIN and LOGIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT) and, given `credentials`,
 * refuses any other sign-in, so a wrong password fails as it would on a real server.
 */
export async function startSmtpCatcher(credentials?: {
  user: string;
  password: string;
}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let mode: 'command' | 'data' | 'auth-user' | 'auth-password' = 'command';
    let loginUser = '';
    let envelope: CaughtMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const signIn = (user: string, password: string) =>
      reply(
        !credentials || (user === credentials.user && password === credentials.password)
          ? '235 2.7.0 Authentication successful'
          : '535 5.7.8 Authentication credentials invalid',
      );

    const onLine = (line: string) => {
      if (mode === 'auth-user') {
        loginUser = Buffer.from(line, 'base64').toString();
        mode = 'auth-password';
        return reply('334 UGFzc3dvcmQ6');
      }
      if (mode === 'auth-password') {
        mode = 'command';
        return signIn(loginUser, Buffer.from(line, 'base64').toString());
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return reply('250-localhost\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME');
        case 'HELO':
          return reply('250 localhost');
        case 'AUTH': {
          const [method = '', initial] = argument.split(' ');
          if (method.toUpperCase() === 'PLAIN' && initial) {
            const [, user = '', password = ''] = Buffer.from(initial, 'base64').toString().split('\0');
            return signIn(user, password);
          }
          if (method.toUpperCase() === 'LOGIN') {
            mode = 'auth-user';
            return reply('334 VXNlcm5hbWU6');
          }
          return reply('504 5.5.4 Unrecognized authentication type');
        }
        case 'MAIL':
          envelope = { from: argument.replace(/^FROM:\s*<?([^>\s]*)>?.*$/i, '$1'), to: [], data: '' };
          return reply('250 2.1.0 OK');
        case 'RCPT':
          envelope.to.push(argument.replace(/^TO:\s*<?([^>\s]*)>?.*$/i, '$1'));
          return reply('250 2.1.5 OK');
        case 'DATA':
          mode = 'data';
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          envelope = { from: '', to: [], data: '' };
          return reply('250 2.0.0 OK');
        case 'NOOP':
          return reply('250 2.0.0 OK');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return socket.end();
        default:
          return reply('502 5.5.2 Command not implemented');
      }
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          mode = 'command';
          mails.push(envelope);
          for (const wake of waiters) wake();
          reply('250 2.0.0 Queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    });
    reply('220 localhost ESMTP test catcher');
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('The SMTP catcher has no port'));
    });
  });

  return {
    port,
    mails,
    nextMailTo(to, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.find((candidate) => candidate.to.includes(to));
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
