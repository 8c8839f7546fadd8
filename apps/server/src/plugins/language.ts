import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@fleetwatt/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller reads, from Accept-Language (English where it names none we speak). */
    readonly lang: Language;
  }
}

/** `request.lang`: the one place a request's language is decided, beside `scope` and `principal`. */
export default fp(
  async function language(app: FastifyInstance) {
    app.decorateRequest('lang', {
      getter(this: FastifyRequest) {
        return pickLanguage(this.headers['accept-language']);
      },
    });
  },
  { name: 'language' },
);
