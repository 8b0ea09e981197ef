/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; defaults to the same-origin '/api'. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
