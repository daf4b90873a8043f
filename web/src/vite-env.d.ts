/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  /** Set only for the local emulators: the Auth SDK connects there instead of Google. */
  readonly VITE_AUTH_EMULATOR_URL?: string;
  /** With it, the emulator build: the site's port in the suite VITE_AUTH_EMULATOR_URL belongs to. */
  readonly VITE_EMULATOR_SITE_PORT?: string;
  /** Base address of the backend; empty means the site's own origin (Hosting rewrites). */
  readonly VITE_API_BASE?: string;
  /** Share of visits (0 to 1) that load the page-performance reporter (lib/vitals/sampling.ts). */
  readonly VITE_VITALS_SAMPLE_RATE?: string;
  /** The site's public address for canonical links, link previews and sitemap.xml (config/site.ts). */
  readonly VITE_SITE_ORIGIN?: string;
  /** The day this build was made, yyyy-mm-dd in Bogotá (vite.config.ts): the accessibility statement's checked version. */
  readonly VITE_BUILD_DATE?: string;
}
