import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { AUTH_RATE_LIMIT, CHAT, MAX_BODY_BYTES } from '@common/constants';
import type { Database } from './db/database';
import { useFieldCipher } from './db/field-encryption';
import { registerAbandonedRequestCheck } from './plugins/abandoned-requests';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInFlightTracking } from './plugins/in-flight';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerLoadShedding, type LoadSheddingOptions } from './plugins/load-shedding';
import { withSafeSerializers } from './plugins/log-serializers';
import { registerOriginCheck } from './plugins/origin-check';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSlowRequestWarnings } from './plugins/slow-requests';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { serverTimeouts } from './plugins/timeouts';
import type { LlmClient } from './domain/assistant/llm/llm-types';
import type { OutboxMailer } from './domain/mail/outbox-mailer';
import {
  createPdfRenderer,
  type PdfPoolOptions,
  type PdfRenderer,
} from './domain/documents/pdf-pool';
import { postLoginRoute } from './routes/auth/post-login';
import { postRegisterRoute } from './routes/auth/post-register';
import { getBlogEntriesRoute } from './routes/blog/get-blog-entries';
import { getBlogEntriesByTagRoute } from './routes/blog/get-blog-entries-by-tag';
import { getBlogPopularRoute } from './routes/blog/get-blog-popular';
import { getChatHistoryRoute } from './routes/chat/get-chat-history';
import { getChatRecentMessagesRoute } from './routes/chat/get-chat-recent-messages';
import { postChatCompletionsRoute } from './routes/chat/post-chat-completions';
import { postChatMessagesRoute } from './routes/chat/post-chat-messages';
import { postChatResetRoute } from './routes/chat/post-chat-reset';
import { getChatConversationRoute } from './routes/chat/get-chat-conversation';
import { getChatSessionsRoute } from './routes/chat/get-chat-sessions';
import { postChatTripRoute } from './routes/chat/post-chat-trip';
import { getChatTripRoute } from './routes/chat/get-chat-trip';
import { postClearSessionRoute } from './routes/clear-session/post-clear-session';
import { getCitiesRoute } from './routes/cities/get-cities';
import { getCountriesRoute } from './routes/countries/get-countries';
import { getDistanceRoute } from './routes/distance/get-distance';
import { postEmailRequestsRoute } from './routes/email-requests/post-email-requests';
import { postItineraryPdfRoute } from './routes/itinerary/post-itinerary-pdf';
import { getTravelCarsRoute } from './routes/travel/get-travel-cars';
import { getTravelEsimRoute } from './routes/travel/get-travel-esim';
import { getTravelHotelsRoute } from './routes/travel/get-travel-hotels';
import { getTravelRestaurantsRoute } from './routes/travel/get-travel-restaurants';
import { getVisaRequirementsRoute } from './routes/visa/get-visa-requirements';
import { getVisaTransitRoute } from './routes/visa/get-visa-transit';
import { loadGeography } from './domain/geography/geography';
import { loadOverrides, startOverrideRefresh } from './domain/visa-import/override-store';
import { getHealthRoute } from './routes/health/get-health';
import { getHealthMailRoute } from './routes/health/get-health-mail';
import { postLogoutRoute } from './routes/logout/post-logout';
import { deletePurchaseRoute } from './routes/purchases/delete-purchase';
import { getPurchasesRoute } from './routes/purchases/get-purchases';
import { postPurchasesRoute } from './routes/purchases/post-purchases';
import { postBookingsRoute } from './routes/bookings/post-bookings';
import { getDownloadRoute } from './routes/download/get-download';
import { getReservationsRoute } from './routes/reservations/get-reservations';
import { getVerifyRoute } from './routes/verify/get-verify';
import { getUserRoute } from './routes/user/get-user';
import { patchUserRoute } from './routes/user/patch-user';
import { deleteUserProfileRoute } from './routes/user/delete-user-profile';
import { getUserProfileRoute } from './routes/user/get-user-profile';
import { getUserProfileStatusRoute } from './routes/user/get-user-profile-status';
import { postUserProfileRoute } from './routes/user/post-user-profile';
import { postUserProfileResetRoute } from './routes/user/post-user-profile-reset';
import { postUserProfileSkipRoute } from './routes/user/post-user-profile-skip';
import { postVisaOrdersRoute } from './routes/visa-orders/post-visa-orders';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Whether mail is sent; without a mailer the product promises none (rows wait queued). */
    mail: { enabled: boolean; notify(): void };
    pdf: PdfRenderer;
  }
}

const OVERRIDE_REFRESH_MS = 30_000;
/** How long the database stays open at shutdown for handlers whose clients went away. */
const IN_FLIGHT_DRAIN_MS = 8_000;

export type AppOptions = {
  database: Database;
  /** The built client (dist/client); without it only the API is served. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: number;
  /** The optional LLM the assistant asks when its own engine has no answer. */
  llm?: LlmClient;
  /** Sign-in and registration attempts per IP and per username a minute (default 10). */
  authRateLimitMax?: number;
  /** Chat messages stored through POST /api/chat/messages per IP a minute (default 30). */
  chatRateLimitMax?: number;
  /** Chat turns through POST /api/chat/completions per IP a minute (default 120). */
  chatTurnRateLimitMax?: number;
  /** When requests are shed with 503 (plugins/load-shedding.ts). */
  loadShedding?: LoadSheddingOptions;
  /** Sends the email outbox; the caller starts it, the app stops it before the database closes. */
  mailer?: OutboxMailer;
  /** The PDF worker threads and their queue (server/src/domain/documents/pdf-pool.ts). */
  pdf?: PdfPoolOptions;
  /** Time allowed to receive a whole request (default 30 s); 408 and closed after it. */
  requestTimeoutMs?: number;
  /** Time allowed to receive a request's headers (default 10 s). */
  headersTimeoutMs?: number;
  /** Origins besides the app's own whose pages may make cookie-authenticated changes. */
  allowedOrigins?: readonly string[];
  /** 32 bytes: encrypts passport numbers at rest (server/src/db/field-encryption.ts). */
  dataEncryptionKey: Buffer;
  /** Shared per-address rate-limit counts (REDIS_URL), connected; the app closes it. */
  rateLimitRedis?: Redis;
};

/** Builds the whole app; the caller owns start-up and shutdown. The app closes the database. */
export async function buildApp(options: AppOptions) {
  // First: a key that does not open this database's data stops here, before anything starts.
  await useFieldCipher(options.database.db, options.dataEncryptionKey);
  const app = Fastify({
    logger: withSafeSerializers(options.logger),
    bodyLimit: MAX_BODY_BYTES,
    // Trust X-Forwarded-* from exactly this many proxy hops (the load balancer).
    trustProxy: options.trustProxy
      ? (_address: string, hop: number) => hop < (options.trustProxy ?? 0)
      : false,
    // Close idle keep-alive sockets at shutdown; busy ones finish their request first.
    forceCloseConnections: 'idle',
    ...serverTimeouts(options.requestTimeoutMs, options.headersTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  app.decorate('database', options.database);
  const { mailer } = options;
  app.decorate('mail', { enabled: Boolean(mailer), notify: () => mailer?.notify() });
  app.decorate('pdf', createPdfRenderer(options.pdf));
  const inFlight = registerInFlightTracking(app);
  registerSlowRequestWarnings(app);
  await registerLoadShedding(app, options.loadShedding);
  registerAbandonedRequestCheck(app);

  // Imported visa overrides live in memory for O(1) answers; other instances' imports arrive
  // through the refresh. It stops before the database closes.
  await loadOverrides(options.database.db);
  const stopOverrideRefresh = startOverrideRefresh(
    options.database.db,
    OVERRIDE_REFRESH_MS,
    (err) => app.log.error({ err }, 'visa override refresh failed'),
  );
  app.addHook('preClose', async () => {
    await stopOverrideRefresh();
  });
  // The send under way finishes and unsent claims go back to the outbox while the database is open.
  app.addHook('preClose', async () => {
    await mailer?.stop();
  });
  // Requests already running at shutdown finish, and their keep-alive sockets close with
  // them; otherwise close() would wait on those sockets until the client drops them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  app.addHook('onClose', async () => {
    if (!(await inFlight.whenIdle(IN_FLIGHT_DRAIN_MS)))
      app.log.error({ inFlight: inFlight.count() }, 'closing the database under running requests');
    await Promise.all([
      options.database.close(),
      app.pdf.close(),
      options.rateLimitRedis?.quit().catch(() => undefined),
    ]);
  });

  await registerSecurity(app);
  await app.register(cookie);
  registerOriginCheck(app, options.allowedOrigins);
  await registerRateLimit(app, options.database, options.rateLimitRedis);
  registerAuth(app);

  await app.register(getHealthRoute);
  await app.register(getHealthMailRoute);
  const authRateLimit = {
    max: options.authRateLimitMax ?? AUTH_RATE_LIMIT.max,
    windowMs: AUTH_RATE_LIMIT.windowMs,
  };
  await app.register(postRegisterRoute, { rateLimit: authRateLimit });
  await app.register(postLoginRoute, { rateLimit: authRateLimit });
  await app.register(postLogoutRoute);
  await app.register(getUserRoute);
  await app.register(patchUserRoute);
  await app.register(postUserProfileRoute);
  await app.register(getUserProfileStatusRoute);
  await app.register(getUserProfileRoute);
  await app.register(deleteUserProfileRoute);
  await app.register(postUserProfileResetRoute);
  await app.register(postUserProfileSkipRoute);
  await app.register(getCountriesRoute);
  await app.register(getVisaRequirementsRoute);
  await app.register(getVisaTransitRoute);
  await app.register(postClearSessionRoute);
  await app.register(postChatMessagesRoute, {
    rateLimit: {
      max: options.chatRateLimitMax ?? CHAT.writeRateLimit.max,
      windowMs: CHAT.writeRateLimit.windowMs,
    },
  });
  await app.register(postChatCompletionsRoute, {
    llm: options.llm,
    rateLimit: {
      max: options.chatTurnRateLimitMax ?? CHAT.turnRateLimit.max,
      windowMs: CHAT.turnRateLimit.windowMs,
    },
  });
  await app.register(getChatRecentMessagesRoute);
  await app.register(getChatHistoryRoute);
  await app.register(postChatResetRoute);
  await app.register(postChatTripRoute);
  await app.register(getChatTripRoute);
  await app.register(getChatConversationRoute);
  await app.register(getChatSessionsRoute);
  await app.register(getBlogEntriesRoute);
  await app.register(getBlogEntriesByTagRoute);
  await app.register(getBlogPopularRoute);
  await app.register(postVisaOrdersRoute);
  await app.register(getPurchasesRoute);
  await app.register(postPurchasesRoute);
  await app.register(deletePurchaseRoute);
  await app.register(postBookingsRoute);
  await app.register(getReservationsRoute);
  await app.register(getDownloadRoute);
  await app.register(getVerifyRoute);
  await app.register(postEmailRequestsRoute);
  await app.register(postItineraryPdfRoute);

  // Cities and airports load here, at start, so no request waits for them.
  const geography = loadGeography();
  app.log.info(geography.stats, 'geography loaded');
  await app.register(getCitiesRoute, { geography });
  await app.register(getDistanceRoute, { geography });
  await app.register(getTravelHotelsRoute, { geography });
  await app.register(getTravelCarsRoute, { geography });
  await app.register(getTravelRestaurantsRoute, { geography });
  await app.register(getTravelEsimRoute);

  await registerSpa(app, options.clientDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
