import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** Paths that are not the web app: the API, the built-in provider's pages (their own headers), the sandboxes. */
const NOT_WEB_APP = ['/backend', '/oidc', '/interaction', '/sandbox', '/health'];
const isWebApp = (url: string) => !NOT_WEB_APP.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

// The chat widget's origins (Intercom's documented CSP list, by domain), allowed only when it is configured.
const CHAT = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com', 'https://*.intercomusercontent.com'],
  img: ['https://*.intercomcdn.com', 'https://*.intercomassets.com', 'https://*.intercomusercontent.com'],
  font: ['https://*.intercomcdn.com'],
  frame: ['https://intercom-sheets.com', 'https://*.intercom.io'],
};

const origin = (url: string) => new URL(url).origin;

/**
 * The web app's Content-Security-Policy: scripts only from our origin (the build has no inline
 * script), no plugins, no framing; styles may be inline because the component library writes its
 * theme into <style> elements at run time (decision 0035).
 */
export function webAppPolicy(config: Pick<Config, 'publicUrl' | 'identity' | 'chatWidgetId'>): string {
  const chat = config.chatWidgetId ? CHAT : { script: [], connect: [], img: [], font: [], frame: [] };
  // An outside identity provider: the web app reads its discovery document and trades the code there.
  const issuer = config.identity.builtIn ? [] : [origin(config.identity.issuer)];
  const list = (...sources: string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...chat.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...chat.img)}`,
    `font-src ${list("'self'", 'data:', ...chat.font)}`,
    `connect-src ${list("'self'", ...issuer, ...chat.connect)}`,
    `frame-src ${list("'self'", 'blob:', ...chat.frame)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A file shown inside the app's own preview frame (PDFs, images): framable by our pages only. */
const isFile = (contentType: string) => !/^(text\/html|application\/(problem\+)?json)/i.test(contentType) && contentType !== '';

/**
 * Headers on every answer: no MIME sniffing, no referrer beyond our origin, no framing by other
 * sites, HSTS when the product is served over https, and a strict CSP for the web app (the API's
 * answers get `default-src 'none'`). The built-in provider's pages set their own.
 */
export default fp(async function securityHeaders(app: FastifyInstance, { config }: { config: Config }) {
  const webPolicy = webAppPolicy(config);
  const hsts = config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : undefined;

  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'same-origin');
    if (hsts) reply.header('strict-transport-security', hsts);
    if (reply.hasHeader('content-security-policy') || request.url.startsWith('/oidc') || request.url.startsWith('/sandbox')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (isFile(type)) {
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('content-security-policy', "frame-ancestors 'self'");
    } else {
      reply.header('x-frame-options', 'DENY');
      reply.header('content-security-policy', isWebApp(request.url) ? webPolicy : "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });
});
