/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BLOCK_DEVTOOLS?: string;
}
