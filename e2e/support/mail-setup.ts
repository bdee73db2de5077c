/**
 * Playwright global setup: a real SMTP server (npm `smtp-server`) for the site to deliver to,
 * and a small HTTP inbox on the next port so the journeys (in worker processes) can read what
 * arrived. The ports come from playwright.config.ts, which passes SMTP_URL to the site.
 */
import http from "node:http";
import { startMailCatcher } from "../../src/testing/mail-catcher";
import { mailPorts } from "./mail";

export default async function globalSetup() {
  const { smtp, inbox } = mailPorts();
  const catcher = await startMailCatcher(smtp);
  const server = http.createServer((request, response) => {
    if (request.url === "/mails") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(catcher.mails));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(inbox, "127.0.0.1", resolve));
  return async () => {
    server.close();
    await catcher.stop();
  };
}
