/** A call to /backend as the given demo account (none: without a token): the harness's one client. */
export { callApi as call } from '../../../test/api.ts';
