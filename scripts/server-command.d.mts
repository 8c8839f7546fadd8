/** The node arguments that start the product's server (see server-command.mjs). */
export declare const SERVER_ARGS: readonly string[];
