/** tools/aliases.mjs: the import aliases of tsconfig.paths.json as Vite and vitest take them. */
export declare const aliases: { find: RegExp; replacement: string }[];
