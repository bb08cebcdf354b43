/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BLOCK_DEVTOOLS?: string;
}

// altcha ships its Chinese strings without a declaration file; the import only registers them.
declare module 'altcha/i18n/zh-cn';

// Swagger UI's browser bundle (the 接口文档 screen) ships no declaration file.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  const SwaggerUI: (options: Record<string, unknown>) => unknown;
  export default SwaggerUI;
}
