/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public site's address the store apps link to and call (native/publicSiteUrl.ts). */
  readonly VITE_PUBLIC_SITE_URL?: string;
}
