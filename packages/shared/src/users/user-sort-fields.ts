// Zod-free, so the web app's first load (the home table) can use it without the schemas (see users.ts).

/** Fields the drivers table sorts on (spec section 2). */
export const USER_SORT_FIELDS = ['companyName', 'userName', 'energy', 'expense'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
