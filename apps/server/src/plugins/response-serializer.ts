import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Every response body passes its route's schema before it leaves: unknown fields are dropped and
 * a body that does not match is a 500, never a leak. The schema's parse is used rather than encode:
 * zod compiles an object's parse into straight-line code, three times faster on a page of 50
 * sessions, and the two agree on our response schemas, which hold no transforms (encode refuses
 * those).
 */
export const responseSerializer: FastifySerializerCompiler<ZodType> = ({ schema, method, url }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
