import { createServer, type Server } from 'node:net';

/** A message as a minimal SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** The smallest SMTP server nodemailer can deliver to: it accepts everything and keeps the messages. */
export async function startSmtpSink(): Promise<{
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
        } else {
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'EHLO' || command === 'HELO') socket.write('250 sink\r\n');
          else if (command === 'MAIL') {
            current.from = line;
            socket.write('250 ok\r\n');
          } else if (command === 'RCPT') {
            current.to.push(line);
            socket.write('250 ok\r\n');
          } else if (command === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (command === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
