// The servers the journeys run against (playwright.config.ts starts both): the default one has
// no mailer, like `npm start`; the other has one, for the journeys through the email steps.

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);

/** A server with SMTP_URL set (to a closed port, so nothing is delivered): the chat offers email. */
export const MAIL_SERVER_PORT = E2E_PORT + 1;
export const MAIL_SERVER_URL = `http://127.0.0.1:${MAIL_SERVER_PORT}`;
