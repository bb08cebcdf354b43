/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BLOCK_DEVTOOLS?: string;
}

// altcha ships its Chinese strings without a declaration file; the import only registers them.
declare module 'altcha/i18n/zh-cn';
