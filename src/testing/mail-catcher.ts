/**
 * A real SMTP server in the test process (the npm `smtp-server` package) that keeps what arrives,
 * so tests read the mail the app sent. Used by Vitest and by Playwright's global setup.
 */
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  subject: string;
  /** Both parts, quoted-printable decoded: search it for words and links. */
  body: string;
  receivedAt: number;
}

export interface MailCatcher {
  port: number;
  url: string;
  mails: CaughtMail[];
  /** Stops accepting connections (the app's sender then finds the server down). */
  stop(): Promise<void>;
  /** Starts again on the same port. */
  start(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Encoded words (RFC 2047) decoded; the space between two adjacent ones is not part of the text. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, data: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function splitHead(raw: string): { head: string; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) return { head: raw, body: "" };
  return { head: raw.slice(0, split).replace(/\r\n[ \t]+/g, " "), body: raw.slice(split + 4) };
}

function decodePart(head: string, body: string): string {
  const encoding = /^content-transfer-encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Each part with its own headers, decoded as its Content-Transfer-Encoding says. */
function decodeBody(head: string, body: string): string {
  const boundary = /boundary="?([^";]+)"?/i.exec(head)?.[1];
  if (!boundary) return decodePart(head, body);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => {
      const inner = splitHead(part.replace(/^\r\n/, ""));
      return `${inner.head}\r\n\r\n${decodeBody(inner.head, inner.body)}`;
    })
    .join("\r\n");
}

export function parseMail(raw: string, to: string[]): CaughtMail {
  const { head, body } = splitHead(raw);
  const subject = /^subject: (.*)$/im.exec(head)?.[1] ?? "";
  return { to, subject: decodeHeader(subject).trim(), body: decodeBody(head, body), receivedAt: Date.now() };
}

export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
            callback();
          });
        },
      });
      server.on("error", reject);
      server.listen(boundPort, "127.0.0.1", () => {
        const address = server?.server.address();
        if (address && typeof address === "object") boundPort = address.port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    mails,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const closing = server;
        server = null;
        closing.close(() => resolve());
      }),
    start: listen,
  };
}
